import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';
import type { Complaint } from './complaint.entity';
import { ComplaintEventType } from './complaint-event-type';

/** One step in a complaint's history: what the complainant sees on the ticket page (but NOTE), and the console in full. */
@Entity('complaint_events')
@Index('IDX_complaint_events_complaint', ['complaint', 'at'])
export class ComplaintEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne('Complaint', 'events', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'complaintId', foreignKeyConstraintName: 'FK_complaint_events_complaint' })
  complaint: Complaint;

  @RelationId((event: ComplaintEvent) => event.complaint)
  complaintId: number;

  @Column({ type: 'varchar', length: 20 })
  type: ComplaintEventType;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** The admin who acted; null for what the site did itself. */
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'adminId', foreignKeyConstraintName: 'FK_complaint_events_admin' })
  admin: User | null;

  @RelationId((event: ComplaintEvent) => event.admin)
  adminId: number | null;

  @DateTimeColumn()
  at: Date;
}
