import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { TransactionRunner } from '../database/transaction-runner';
import { AuditEntry } from './audit-entry.entity';
import type { AuditKind } from '../common/audited';
import { AuditEntryDto } from './dto/audit-entry.dto';

export const AUDIT_SORT_FIELDS = ['createdAt', 'id'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

export interface NewAuditEntry {
  adminId: number;
  adminEmail: string;
  kind: AuditKind;
  action: string;
  targetId: number | null;
  /** JSON, already cut to size (audit-changes.ts) */
  before: string | null;
  after: string | null;
}

export interface AuditFilter {
  adminId?: number;
  kind?: AuditKind;
  /** From this moment (inclusive) */
  from?: Date;
  /** Before this moment (exclusive) */
  until?: Date;
}

/** The audit log: written by the audit interceptor, read by the console; nothing here edits or deletes an entry. */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * In a transaction of its own: on SQLite's one connection a plain insert would join whichever
   * request's transaction is open at that moment, and be lost with its rollback.
   */
  async record({ adminId, ...entry }: NewAuditEntry): Promise<void> {
    await this.transactions.run((manager) => manager.insert(AuditEntry, { ...entry, admin: { id: adminId } }));
  }

  /** Newest first unless asked otherwise (then by id within the same moment). */
  async list(options: ListOptions<AuditSortField>, filter: AuditFilter = {}): Promise<{ items: AuditEntryDto[]; total: number }> {
    const q = this.entries.createQueryBuilder('entry');
    if (filter.adminId) q.andWhere('entry.admin = :adminId', { adminId: filter.adminId });
    if (filter.kind) q.andWhere('entry.kind = :kind', { kind: filter.kind });
    if (filter.from) q.andWhere('entry.createdAt >= :from', { from: filter.from });
    if (filter.until) q.andWhere('entry.createdAt < :until', { until: filter.until });
    const [rows, total] = await applyIdsAndOrder(q, 'entry', options, 'createdAt').skip(options.skip).take(options.take).getManyAndCount();
    return { items: rows.map(toAuditEntryDto), total };
  }
}

export const toAuditEntryDto = (entry: AuditEntry): AuditEntryDto => ({
  id: entry.id,
  adminId: entry.adminId ?? null,
  adminEmail: entry.adminEmail,
  kind: entry.kind,
  action: entry.action,
  targetId: entry.targetId,
  before: parse(entry.before),
  after: parse(entry.after),
  createdAt: entry.createdAt,
});

const parse = (text: string | null): Record<string, unknown> | null => (text ? (JSON.parse(text) as Record<string, unknown>) : null);
