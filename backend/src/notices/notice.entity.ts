import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { NoticeKind } from './notice-kind';

/** The words of an event a notice keeps: the ad's title as it was, a moderator's note, … */
export type NoticeDetails = Record<string, string>;

/**
 * Something that happened to a seller's ad, told in their Activity and (if they want) by mail.
 * `eventKey` is unique, so scheduled work that runs on several instances records each event once.
 */
@Entity('notices')
@Index('IDX_notices_user', ['user', 'createdAt'])
@Index('IDX_notices_ad', ['adId', 'kind'])
export class Notice {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_notices_user' })
  user: User;

  @RelationId((notice: Notice) => notice.user)
  userId: number;

  @Column({ type: 'varchar', length: 20 })
  kind: NoticeKind;

  /** The line in Activity in English, as written when it happened (older notices have only this). */
  @Column({ length: 300 })
  title: string;

  /** What the domain that told it needs to write the line again in the reader's language (ads/ad-notices.ts). */
  @Column({ type: 'simple-json', nullable: true })
  details: NoticeDetails | null;

  /** The ad it is about; kept as a plain number, since the ad may be deleted later. */
  @Column({ type: 'int', nullable: true })
  adId: number | null;

  @Index('UQ_notices_event', { unique: true })
  @Column({ length: 191 })
  eventKey: string;

  @CreatedAtColumn()
  createdAt: Date;
}
