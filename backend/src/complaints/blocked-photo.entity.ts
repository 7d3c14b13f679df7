import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { Complaint } from './complaint.entity';

/**
 * A photo taken down for an intimate-image or impersonation complaint, remembered by its perceptual hash so that
 * nobody can upload it again: one row per 16-bit slice of the hash (moderation/photo-fingerprint.ts), so an upload
 * is looked up by its slices' probes and then compared exactly (blocked-photos.ts).
 */
@Entity('blocked_photos')
@Index('IDX_blocked_photos_slice', ['slice'])
@Index('IDX_blocked_photos_complaint', ['complaint'])
export class BlockedPhoto {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Complaint, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'complaintId', foreignKeyConstraintName: 'FK_blocked_photos_complaint' })
  complaint: Complaint;

  /** The ad the photo was taken from (a plain number: the ad may be deleted, the block stays). */
  @Column({ type: 'int' })
  adId: number;

  /** 'p<slice>:<4 hex digits>': one slice of the hash, as photoProbes() names it. */
  @Column({ length: 7 })
  slice: string;

  /** The whole 64-bit perceptual hash, 16 hex digits. */
  @Column({ length: 16 })
  phash: string;

  @DateTimeColumn()
  createdAt: Date;
}
