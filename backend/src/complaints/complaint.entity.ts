import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { Ad } from '../ads';
import type { Language } from '../common/language';
import { DateTimeColumn, UpdatedAtColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { ComplaintEvent } from './complaint-event.entity';
import { ComplaintKind } from './complaint-kind';
import { ComplaintStatus } from './complaint-status';

/**
 * A complaint to the Grievance Officer (issue 41), filed with or without an account. Its clocks are stored, so the
 * console's queue is sorted and filtered by the database (`nextDueAt`: complaint-clocks.ts).
 */
@Entity('complaints')
@Index('UQ_complaints_ticket', ['ticket'], { unique: true })
@Index('IDX_complaints_queue', ['status', 'nextDueAt'])
@Index('IDX_complaints_ad', ['ad'])
export class Complaint {
  @PrimaryGeneratedColumn()
  id: number;

  /** "BZ-" and 8 characters of an unambiguous alphabet (complaint-keys.ts). */
  @Column({ length: 11 })
  ticket: string;

  /** SHA-256 of the secret key of the ticket's link (base64url); the key itself is only in the complainant's mail. */
  @Column({ length: 43 })
  keyHash: string;

  @Column({ type: 'varchar', length: 20 })
  kind: ComplaintKind;

  @Column({ type: 'varchar', length: 10, default: ComplaintStatus.Open })
  status: ComplaintStatus;

  @Column({ length: 100 })
  name: string;

  @Column({ length: 254 })
  email: string;

  @Column({ type: 'text' })
  details: string;

  @Column({ default: false })
  onBehalfOf: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  url: string | null;

  @ManyToOne(() => Ad, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'adId', foreignKeyConstraintName: 'FK_complaints_ad' })
  ad: Ad | null;

  @RelationId((complaint: Complaint) => complaint.ad)
  adId: number | null;

  /** Who filed it, when signed in (private). */
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_complaints_user' })
  user: User | null;

  /** The language of the filing request: the complainant's mails are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @DateTimeColumn()
  createdAt: Date;

  @DateTimeColumn({ nullable: true })
  acknowledgedAt: Date | null;

  @DateTimeColumn()
  acknowledgeDueAt: Date;

  @DateTimeColumn()
  disposeDueAt: Date;

  @DateTimeColumn({ nullable: true })
  removalDueAt: Date | null;

  @DateTimeColumn({ nullable: true })
  removedAt: Date | null;

  /** The earliest deadline still pending; null once closed. */
  @DateTimeColumn({ nullable: true })
  nextDueAt: Date | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  outcome: string | null;

  @DateTimeColumn({ nullable: true })
  closedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  appealText: string | null;

  @DateTimeColumn({ nullable: true })
  appealedAt: Date | null;

  @UpdatedAtColumn()
  updatedAt: Date;

  @OneToMany(() => ComplaintEvent, (event) => event.complaint)
  events: ComplaintEvent[];
}
