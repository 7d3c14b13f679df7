import { describe, expect, it } from 'vitest';
import { guessColumns, guessDateFormat, missingChoices, summarize, toMapping, withSettledLine } from './mapping';
import type { StatementImport, StatementLine, TopUp } from './types';

const topUp = (id: number, fields: Partial<TopUp> = {}): TopUp => ({
  id,
  email: `seller${id}@e2e.test`,
  username: `Seller ${id}`,
  amount: 500,
  charged: 500,
  reference: `BZ7K3M9QX${id}`,
  billingState: null,
  upiId: null,
  transactionId: null,
  paymentStatus: 'REQUESTED',
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  ...fields,
});

const line = (id: number, status: StatementLine['status'], fields: Partial<StatementLine> = {}): StatementLine => ({
  id,
  importId: 1,
  lineNo: id + 2,
  bookedOn: '2026-11-21',
  narration: `UPI/41234567890${id}/payer@okaxis`,
  bankReference: null,
  amount: 500,
  status,
  reason: null,
  note: null,
  payment: null,
  ...fields,
});

describe('guessing the columns', () => {
  it('reads an SBI header: transaction date over value date, description, the credit, the reference; day-first dates', () => {
    const guess = guessColumns({
      columns: ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
      rows: [['21/11/2026', '21/11/2026', 'UPI/412345678901/x', '412345678901', '', '500.00', '1,500.00']],
    });
    expect(guess).toEqual({ dateColumn: 'Txn Date', narrationColumn: 'Description', referenceColumn: 'Ref No./Cheque No.', creditColumn: 'Credit', dateFormat: 'DD/MM/YYYY' });
  });

  it('reads an HDFC header (Date, Narration, Chq./Ref.No., Deposit Amt.) and leaves unknown columns empty', () => {
    expect(guessColumns({ columns: ['Date', 'Narration', 'Chq./Ref.No.', 'Withdrawal Amt.', 'Deposit Amt.'], rows: [] })).toEqual({
      dateColumn: 'Date',
      narrationColumn: 'Narration',
      referenceColumn: 'Chq./Ref.No.',
      creditColumn: 'Deposit Amt.',
      dateFormat: '',
    });
    expect(guessColumns({ columns: ['A', 'B'], rows: [['1', '2']] })).toEqual({ dateColumn: '', narrationColumn: '', referenceColumn: '', creditColumn: '', dateFormat: '' });
  });

  it('tells the date formats apart by their samples', () => {
    expect(guessDateFormat(['2026-11-21', '2026-11-22'])).toBe('YYYY-MM-DD');
    expect(guessDateFormat(['21 Nov 2026', '3 Dec 2026'])).toBe('DD MMM YYYY');
    expect(guessDateFormat(['03/11/2026', '21/11/2026'])).toBe('DD/MM/YYYY');
    expect(guessDateFormat(['11/03/2026', '11/21/2026'])).toBe('MM/DD/YYYY');
    expect(guessDateFormat(['', 'Opening balance'])).toBe('');
  });
});

describe('what an import is sent', () => {
  const choice = { dateColumn: 'Txn Date', narrationColumn: 'Description', referenceColumn: '', creditColumn: 'Credit', dateFormat: 'DD/MM/YYYY' as const };

  it('a preset alone, or the columns without an empty reference and with the name to save them under', () => {
    expect(toMapping(4, choice, 'SBI current')).toEqual({ presetId: 4 });
    expect(toMapping(null, choice, '  SBI current ')).toEqual({ dateColumn: 'Txn Date', narrationColumn: 'Description', creditColumn: 'Credit', dateFormat: 'DD/MM/YYYY', saveAs: 'SBI current' });
    expect(toMapping(null, { ...choice, referenceColumn: 'Ref No.' }, '')).toEqual({
      dateColumn: 'Txn Date',
      narrationColumn: 'Description',
      referenceColumn: 'Ref No.',
      creditColumn: 'Credit',
      dateFormat: 'DD/MM/YYYY',
    });
  });

  it('names the choices still missing', () => {
    expect(missingChoices(choice)).toEqual([]);
    expect(missingChoices({ ...choice, creditColumn: '', dateFormat: '' })).toEqual(['creditColumn', 'dateFormat']);
  });
});

describe('an import’s result', () => {
  const result: StatementImport = {
    id: 1,
    fileName: 'sbi.csv',
    createdAt: '2026-11-24T10:00:00.000Z',
    importedBy: 'ops@bazaar.test',
    credits: 5,
    newCredits: 5,
    approved: 3,
    lines: [line(1, 'MATCHED', { payment: topUp(1, { paymentStatus: 'APPROVED' }) }), line(2, 'MATCHED'), line(3, 'MATCHED'), line(4, 'UNKNOWN'), line(5, 'MISMATCH', { payment: topUp(5) })],
    unpaid: [topUp(6), topUp(7)],
  };

  it('counts what was approved and what is left', () => {
    expect(summarize(result)).toEqual({ approved: 3, matched: 3, unknown: 1, mismatch: 1, ignored: 0, unpaid: 2, nothingNew: false });
    expect(summarize({ ...result, newCredits: 0, approved: 0 })).toMatchObject({ approved: 0, unknown: 1, nothingNew: true });
  });

  it('takes a settled line in, and the top-up it paid out of the unpaid ones', () => {
    const matched = withSettledLine(result, line(4, 'MATCHED', { payment: topUp(6, { paymentStatus: 'APPROVED' }) }));
    expect(matched.lines.map((l) => l.status)).toEqual(['MATCHED', 'MATCHED', 'MATCHED', 'MATCHED', 'MISMATCH']);
    expect(matched.unpaid.map((p) => p.id)).toEqual([7]);
    const ignored = withSettledLine(result, line(5, 'IGNORED', { note: 'Refund from a supplier', payment: topUp(5) }));
    expect(ignored.lines[4].status).toBe('IGNORED');
    expect(ignored.unpaid).toHaveLength(2);
  });
});
