import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { User } from '../users/user.entity';
import type { AuditKind } from '../common/audited';

/**
 * One admin write: who, which route, which row, and the row's changed fields before and after (JSON,
 * values cut short, secrets left out). Written by the audit interceptor only; the API never edits or
 * deletes an entry. The admin's e-mail is kept so that the entry stays readable without the account.
 */
@Entity('audit_entries')
@Index('IDX_audit_entries_created', ['createdAt'])
@Index('IDX_audit_entries_admin', ['admin', 'createdAt'])
@Index('IDX_audit_entries_kind', ['kind', 'createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'adminId', foreignKeyConstraintName: 'FK_audit_entries_admin' })
  admin: User | null;

  @RelationId((entry: AuditEntry) => entry.admin)
  adminId: number | null;

  @Column({ length: 254 })
  adminEmail: string;

  @Column({ type: 'varchar', length: 30 })
  kind: AuditKind;

  /** Method and route pattern: `PUT /api/admin/ra/payments/:id` */
  @Column({ length: 120 })
  action: string;

  @Column({ type: 'int', nullable: true })
  targetId: number | null;

  @Column({ type: 'text', nullable: true })
  before: string | null;

  @Column({ type: 'text', nullable: true })
  after: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
