import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { apiServerForTests, renderResource } from '../test/resource-screens';
import { BankStatementsPage } from './BankStatementsPage';
import type { StatementImport, StatementLine, TopUp } from './types';

const api = apiServerForTests();
const SLOW = { timeout: 10_000 };

const topUp = (id: number, fields: Partial<TopUp> = {}): TopUp => ({
  id,
  email: `seller${id}@e2e.test`,
  username: `Seller ${id}`,
  amount: 1000,
  charged: 1000,
  reference: `BZ00000${id}QA`,
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
  importId: 9,
  lineNo: id + 3,
  bookedOn: '2026-11-21',
  narration: `UPI/41234567890${id}/Bazaar top-up/payer@okaxis`,
  bankReference: null,
  amount: 1000,
  status,
  reason: null,
  note: null,
  payment: null,
  ...fields,
});

const RESULT: StatementImport = {
  id: 9,
  fileName: 'sbi-november.csv',
  createdAt: '2026-11-24T10:00:00.000Z',
  importedBy: 'ops@bazaar.test',
  credits: 5,
  newCredits: 5,
  approved: 3,
  lines: [
    line(1, 'MATCHED', { payment: topUp(1, { paymentStatus: 'APPROVED' }) }),
    line(2, 'MATCHED', { payment: topUp(2, { paymentStatus: 'APPROVED' }) }),
    line(3, 'MATCHED', { payment: topUp(3, { paymentStatus: 'APPROVED' }) }),
    line(4, 'UNKNOWN', { amount: 777, narration: 'NEFT/ACME SUPPLIES/REFUND' }),
    line(5, 'MISMATCH', { amount: 950, reason: 'The statement credits ₹950, the top-up asks for ₹1,000', payment: topUp(5) }),
  ],
  unpaid: [topUp(6, { charged: 777, amount: 777 })],
};

const CSV = 'Account statement\nTxn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n21/11/2026,UPI/412345678901/x,,,1000.00,1000.00\n';

function serve() {
  api.server.on('GET /api/admin/statements/presets', { body: [] });
  api.server.on('GET /api/admin/statements/lines', { body: [] });
  api.server.on('POST /api/admin/statements/preview', {
    body: { columns: ['Txn Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'], rows: [['21/11/2026', 'UPI/412345678901/x', '', '', '1000.00', '1000.00']] },
  });
}

const renderPage = () =>
  renderResource(api.server, 'payments', '/bank-statements', {
    '/bank-statements/*': (
      <>
        <BankStatementsPage />
        <Notification />
      </>
    ),
  });

async function upload() {
  const input = (await screen.findByText('Choose a statement file', undefined, SLOW)).closest('label')!.querySelector('input')!;
  await userEvent.upload(input, new File([CSV], 'sbi-november.csv', { type: 'text/csv' }));
  await screen.findByRole('group', { name: 'First rows of sbi-november.csv' }, SLOW);
}

describe('the bank statements screen', { timeout: 30_000 }, () => {
  it('previews the file, guesses the columns, imports with a preset name and shows the result side by side', async () => {
    serve();
    api.server.on('POST /api/admin/statements', { status: 201, body: RESULT });
    renderPage();
    await upload();
    expect(screen.getByRole('combobox', { name: /^Date column/ }).textContent).toBe('Txn Date');
    expect(screen.getByRole('combobox', { name: /^Credit column/ }).textContent).toBe('Credit');
    expect(screen.getByRole('combobox', { name: /^Date format/ }).textContent).toBe('DD/MM/YYYY (24/11/2026)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save these columns as a preset' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Preset name/ }), 'SBI current');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect((await screen.findByRole('status', {}, SLOW)).textContent).toBe('3 approved, 1 unknown, 1 mismatch · 5 credits in the file');
    const sent = api.server.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/statements')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const [name, value] of Object.entries({
      dateColumn: 'Txn Date',
      narrationColumn: 'Description',
      referenceColumn: 'Ref No./Cheque No.',
      creditColumn: 'Credit',
      dateFormat: 'DD/MM/YYYY',
      saveAs: 'SBI current',
    }))
      expect(sent.body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    expect(sent.body).toContain('filename="sbi-november.csv"');

    expect(within(screen.getByRole('region', { name: 'Matched (3)' })).getAllByRole('article')).toHaveLength(3);
    const unknown = screen.getByRole('region', { name: 'Credits with no top-up (1)' });
    expect(within(unknown).getByRole('button', { name: 'Match to a top-up' })).toBeTruthy();
    const mismatch = screen.getByRole('region', { name: 'Amount or date mismatches (1)' });
    expect(within(mismatch).getByText('The statement credits ₹950, the top-up asks for ₹1,000')).toBeTruthy();
    const unpaid = screen.getByRole('region', { name: 'Top-ups with no credit (1)' });
    expect(within(unpaid).getByRole('link', { name: 'Open top-up #6 in Payments' }).getAttribute('href')).toBe('/payments/6/show');
  });

  it('approves a mismatch for the amount received, and matches an unknown credit to an unpaid top-up', async () => {
    serve();
    api.server.on('POST /api/admin/statements', { status: 201, body: RESULT });
    api.server.on('POST /api/admin/statements/lines/5/match', { body: line(5, 'MATCHED', { amount: 950, payment: topUp(5, { amount: 950, charged: 950, paymentStatus: 'APPROVED' }) }) });
    api.server.on('POST /api/admin/statements/lines/4/match', { body: line(4, 'MATCHED', { amount: 777, payment: topUp(6, { amount: 777, charged: 777, paymentStatus: 'APPROVED' }) }) });
    renderPage();
    await upload();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const mismatch = await screen.findByRole('region', { name: 'Amount or date mismatches (1)' }, SLOW);
    await userEvent.click(within(mismatch).getByRole('button', { name: 'Approve for the amount received' }));
    const confirm = await screen.findByRole('dialog', {}, SLOW);
    expect(confirm.textContent).toContain('asked for ₹1,000; the statement shows ₹950');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve for the amount received' }));
    await screen.findByRole('region', { name: 'Matched (4)' }, SLOW);
    expect(api.server.requests.find((r) => r.path === '/api/admin/statements/lines/5/match')?.json).toEqual({ paymentId: 5, creditReceived: true });
    await screen.findByText('Top-up #5 approved: the wallet gets ₹950', undefined, SLOW);

    const unknown = screen.getByRole('region', { name: 'Credits with no top-up (1)' });
    await userEvent.click(within(unknown).getByRole('button', { name: 'Match to a top-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which top-up did this credit pay?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'A top-up with no credit' }));
    await userEvent.click(await screen.findByRole('option', { name: /^#6 · ₹777/ }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve the top-up' }));
    await screen.findByRole('region', { name: 'Matched (5)' }, SLOW);
    expect(api.server.requests.find((r) => r.path === '/api/admin/statements/lines/4/match')?.json).toEqual({ paymentId: 6 });
    expect(screen.getByRole('region', { name: 'Top-ups with no credit (0)' })).toBeTruthy();
  });

  it('says when a re-import found nothing new, and shows the API’s refusal as a notification', async () => {
    serve();
    api.server.on('POST /api/admin/statements', { status: 400, body: { detail: 'The statement has no column named "Credit": choose the columns again or pick another preset' } });
    renderPage();
    await upload();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('The statement was not imported: The statement has no column named "Credit": choose the columns again or pick another preset', undefined, SLOW);

    api.server.on('POST /api/admin/statements', { status: 201, body: { ...RESULT, id: 10, newCredits: 0, approved: 0 } });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing new: every credit was imported before. Still open: 1 unknown, 1 mismatch.'), SLOW);
  });
});
