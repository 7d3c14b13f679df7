import { DataSource } from 'typeorm';
import { Payment } from '../wallet/payment.entity';
import { PaymentStatus } from '../wallet/payment-status';
import { User } from '../users/user.entity';
import { changes, fieldsOf, MAX_JSON_CHARS, snapshotOf, toAuditJson } from './audit-changes';

describe('audit changes', () => {
  // For the entities' metadata only: an empty in-memory database, no tables.
  const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Payment, User] });
  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  it("snapshots a row's own columns, relations as ids under their column names, without the id", () => {
    const reviewedAt = new Date('2026-11-24T05:00:00.000Z');
    const row = {
      id: 7,
      user: 3,
      reviewedBy: 1,
      amountPaise: 25000,
      chargedPaise: 25000,
      reference: 'BZ7K3M9QXA',
      billingState: null,
      upiId: 'a@okaxis',
      transactionId: '123456789012',
      status: PaymentStatus.Approved,
      createdAt: reviewedAt,
      reviewedAt,
      userId: 3,
    };
    expect(snapshotOf(dataSource.getMetadata(Payment), row)).toEqual({
      userId: 3,
      reviewedById: 1,
      amountPaise: 25000,
      chargedPaise: 25000,
      reference: 'BZ7K3M9QXA',
      billingState: null,
      upiId: 'a@okaxis',
      transactionId: '123456789012',
      status: 'APPROVED',
      createdAt: '2026-11-24T05:00:00.000Z',
      reviewedAt: '2026-11-24T05:00:00.000Z',
    });
  });

  it('never snapshots a column that is not selected or is named like a secret (password hashes)', () => {
    const fields = snapshotOf(dataSource.getMetadata(User), { id: 1, email: 'a@b.in', passwordHash: 'argon2…', blocked: false });
    expect(Object.keys(fields)).not.toContain('passwordHash');
    expect(fields).toMatchObject({ email: 'a@b.in', blocked: false });
  });

  it('keeps only the fields that changed, and nothing when nothing did', () => {
    expect(changes({ status: 'PENDING', reviewedById: null, upiId: 'x' }, { status: 'APPROVED', reviewedById: 1, upiId: 'x' })).toEqual([
      { status: 'PENDING', reviewedById: null },
      { status: 'APPROVED', reviewedById: 1 },
    ]);
    expect(changes({ status: 'PENDING' }, { status: 'PENDING' })).toBeNull();
  });

  it("takes a created row's fields from the answer, without its id and secrets at any depth", () => {
    expect(fieldsOf({ id: 5, email: 'a@b.in', token: 'jwt', nested: { password: 'x', ok: 1 }, at: new Date(0) })).toEqual({ email: 'a@b.in', nested: { ok: 1 }, at: '1970-01-01T00:00:00.000Z' });
    expect(fieldsOf(undefined)).toBeNull();
    expect(fieldsOf({ id: 5 })).toBeNull();
  });

  it('cuts long values and keeps the JSON under its limit, saying how many fields were left out', () => {
    const cutText = JSON.parse(toAuditJson({ description: 'x'.repeat(50_000) })!).description;
    expect(cutText).toHaveLength(201);
    expect(cutText.endsWith('…')).toBe(true);
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`field${i}`, 'y'.repeat(100)]));
    const text = toAuditJson(many)!;
    expect(text.length).toBeLessThanOrEqual(MAX_JSON_CHARS);
    expect(JSON.parse(text)['…']).toMatch(/^\d+ more fields$/);
    expect(toAuditJson(null)).toBeNull();
  });
});
