import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { Ad } from './ad.entity';
import { ReportReason } from './report-reason';
import { ReportStatus } from './report-status';

/** A visitor's report of an ad, or of a conversation about it, for admins to resolve. */
@Entity('reports')
@Index('IDX_reports_status', ['status', 'createdAt'])
@Index('IDX_reports_conversation', ['conversationId'])
@Index('IDX_reports_ad', ['ad', 'status'])
export class Report {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Ad, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'adId', foreignKeyConstraintName: 'FK_reports_ad' })
  ad: Ad;

  @RelationId((report: Report) => report.ad)
  adId: number;

  @Column({ type: 'varchar', length: 20 })
  reason: ReportReason;

  @Column({ length: 1000, default: '' })
  details: string;

  /**
   * Set when a party to a conversation reported it (messages/): admins may then read that conversation.
   * A plain number, so that ads/ does not depend on messages/.
   */
  @Column({ type: 'int', nullable: true })
  conversationId: number | null;

  @Column({ type: 'varchar', length: 10, default: ReportStatus.Open })
  status: ReportStatus;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn({ nullable: true })
  resolvedAt: Date | null;

  /** Who filed it, when signed in (for their data export); kept private from everyone else. */
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'reporterId', foreignKeyConstraintName: 'FK_reports_reporter' })
  reporter: User | null;

  /**
   * Who reported, as the report threshold counts them: the account, or a keyed hash of the visitor's
   * address. Reports with the same key count once, so one person cannot hide an ad alone.
   */
  @Column({ length: 64, default: '' })
  reporterKey: string;
}
