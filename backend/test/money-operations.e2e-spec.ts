import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, transactionId } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError } from './catalogue-helpers';
import { GST_SETTINGS } from './security-helpers';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { Invoice } from '../src/wallet/invoices/invoice.entity';
import { InvoiceNumbers } from '../src/wallet/invoices/invoice-numbers';
import { InvoiceKind } from '../src/wallet/invoices/invoice-kind';
import { TransactionRunner } from '../src/database/transaction-runner';
import { LedgerEntry } from '../src/wallet/ledger-entry.entity';
import { LedgerKind } from '../src/wallet/ledger-kind';
import { Payment } from '../src/wallet/payment.entity';

const REQUEST = '/api/seller/transaction/request-top-up';
const ADD_MONEY = '/api/seller/transaction/add-money';
const STATEMENTS = '/api/admin/statements';
const SETTINGS = '/api/admin/ra/site-settings/1';
const COLUMNS = { dateColumn: 'Txn Date', narrationColumn: 'Description', referenceColumn: 'Ref No./Cheque No.', creditColumn: 'Credit', dateFormat: 'DD/MM/YYYY' };

type Seller = Awaited<ReturnType<typeof createSeller>>;
interface Row {
  date: string;
  narration: string;
  ref?: string;
  debit?: string;
  credit?: string;
}

/** A bank's CSV export: account details above the table, a header, the rows, a closing total. */
const csv = (rows: Row[]) =>
  Buffer.from(
    [
      'Account Statement,,,,,',
      'Account No: 50100012345678,,,,,',
      'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      ...rows.map((r) => [r.date, r.narration, r.ref ?? '', r.debit ?? '', r.credit ?? '', '1,00,000.00'].map((cell) => `"${cell}"`).join(',')),
      'Total,,,,,',
    ].join('\r\n'),
  );

/** Today (India time) as the statement writes it, shifted by `days`. */
const day = (days = 0) => {
  const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/** Wallet top-ups matched to bank statements, GST invoices and credit notes (issue 43; docs/admin-guide.md, "Bank statements"). */
describe('money operations: references, statements, invoices', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let seller: Seller;
  const ledger = () => t.dataSource.getRepository(LedgerEntry);
  const topUps = async (userId: number) => ledger().countBy({ user: { id: userId }, kind: LedgerKind.TopUp });
  const balance = async (s: Seller) => (await t.http.get('/api/seller/transaction/wallet').set(bearer(s.token)).expect(200)).body.balance as number;
  const request = (s: Seller, body: object) => t.http.post(REQUEST).set(bearer(s.token)).send(body);
  const importCsv = (file: Buffer, fields: object = COLUMNS) =>
    t.http
      .post(STATEMENTS)
      .set(admin)
      .field(fields as Record<string, string>)
      .attach('file', file, 'statement.csv');

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(t.adminToken);
    seller = await createSeller(t, { fullName: 'Arjun Rao' });
    await t.http.post('/api/admin/transaction/create-qr-code').set(admin).send({ upiId: 'bazaar@okaxis', payeeName: 'Bazaar Classifieds', isActive: true }).expect(201);
  });
  afterAll(() => t.close());

  describeAdminOnly(
    () => t,
    [
      ['post', STATEMENTS],
      ['post', `${STATEMENTS}/preview`],
      ['get', `${STATEMENTS}/presets`],
      ['get', `${STATEMENTS}/lines`],
      ['post', `${STATEMENTS}/lines/1/match`],
    ],
  );

  describe('a top-up request', () => {
    it('carries its reference and the amount in the UPI link, and is answered again while unpaid', async () => {
      const first = (await request(seller, { amount: 750 }).expect(201)).body;
      expect(first).toMatchObject({ reference: expect.stringMatching(/^BZ[0-9A-HJKMNP-TV-Z]{8}$/), amount: 750, charged: 750, payeeName: 'Bazaar Classifieds' });
      const link = new URL(first.upiUri.replace('upi://', 'https://upi.example/'));
      expect(Object.fromEntries(link.searchParams)).toEqual({ pa: 'bazaar@okaxis', pn: 'Bazaar Classifieds', cu: 'INR', am: '750.00', tr: first.reference, tn: `Bazaar top-up ${first.reference}` });
      expect((await request(seller, { amount: 750 }).expect(201)).body.reference).toBe(first.reference);
      expect((await request(seller, { amount: 800 }).expect(201)).body.reference).not.toBe(first.reference);
      expect((await t.dataSource.getRepository(Payment).findOneByOrFail({ reference: first.reference })).status).toBe('REQUESTED');
    });

    it('is refused for an unknown state or amount, changing nothing', async () => {
      const before = await t.dataSource.getRepository(Payment).count();
      expectFieldError(await request(seller, { amount: 500, billingState: 'Atlantis' }), 'billingState');
      expectFieldError(await request(seller, { amount: 99 }), 'amount');
      expectDetail(await request(seller, { amount: 500, billingState: 'x'.repeat(1_000_000) }), 413);
      expect(await t.dataSource.getRepository(Payment).count()).toBe(before);
    });

    it("takes the payer's UTR on the request; a retry is the same answer, another UTR or amount is refused", async () => {
      const { reference } = (await request(seller, { amount: 300 }).expect(201)).body;
      const utr = transactionId();
      const claimed = await t.http.post(ADD_MONEY).set(bearer(seller.token)).send({ amount: 300, upiId: 'arjun@okaxis', transactionId: utr, reference }).expect(201);
      expect(claimed.body).toMatchObject({ reference, transactionId: utr, paymentStatus: 'PENDING' });
      expect((await t.http.post(ADD_MONEY).set(bearer(seller.token)).send({ amount: 300, upiId: 'arjun@okaxis', transactionId: utr, reference }).expect(201)).body.id).toBe(claimed.body.id);
      expectDetail(await t.http.post(ADD_MONEY).set(bearer(seller.token)).send({ amount: 300, upiId: 'arjun@okaxis', transactionId: transactionId(), reference }), 409);
      const other = (await request(seller, { amount: 400 }).expect(201)).body.reference;
      expectDetail(await t.http.post(ADD_MONEY).set(bearer(seller.token)).send({ amount: 500, upiId: 'arjun@okaxis', transactionId: transactionId(), reference: other }), 409);
      const stranger = await createSeller(t);
      expectDetail(await t.http.post(ADD_MONEY).set(bearer(stranger.token)).send({ amount: 400, upiId: 'xavier@okaxis', transactionId: transactionId(), reference: other }), 404);
    });
  });

  describe('a statement import', () => {
    it('approves the credits that name a top-up by reference or UTR, and sets the rest side by side', async () => {
      const [a, b, c, d] = [await createSeller(t), await createSeller(t), await createSeller(t), await createSeller(t)];
      const byReference = (await request(a, { amount: 500 }).expect(201)).body;
      const claimed = (await request(b, { amount: 1200 }).expect(201)).body;
      const utrB = transactionId();
      await t.http.post(ADD_MONEY).set(bearer(b.token)).send({ amount: 1200, upiId: 'bhavna@okaxis', transactionId: utrB, reference: claimed.reference }).expect(201);
      const old = (await t.http.post(ADD_MONEY).set(bearer(c.token)).send({ amount: 250, upiId: 'chetan@okaxis', transactionId: transactionId() }).expect(201)).body;
      const short = (await request(d, { amount: 2000 }).expect(201)).body;
      const unpaid = (await request(d, { amount: 150 }).expect(201)).body;
      const utrA = transactionId();
      const file = csv([
        { date: day(), narration: `UPI/${utrA}/Bazaar top-up ${byReference.reference}/a@okaxis`, credit: '500.00' },
        { date: day(), narration: 'UPI/CR/from b', ref: utrB, credit: '1,200.00' },
        { date: day(), narration: `NEFT ${old.transactionId} C`, credit: '250' },
        { date: day(), narration: 'UPI/998877665544/someone else/x@okaxis', credit: '999.00' },
        { date: day(), narration: `UPI/${transactionId()}/Bazaar top-up ${short.reference}`, credit: '1,900.00' },
        { date: day(), narration: 'ATM WDL', debit: '500.00' },
      ]);
      const result = (await importCsv(file).expect(201)).body;
      expect(result).toMatchObject({ credits: 5, newCredits: 5, approved: 3 });
      const statusOf = (amount: number) => result.lines.find((line: { amount: number }) => line.amount === amount);
      expect(statusOf(500)).toMatchObject({ status: 'MATCHED', payment: { reference: byReference.reference, transactionId: utrA, paymentStatus: 'APPROVED' } });
      expect(statusOf(1200)).toMatchObject({ status: 'MATCHED', payment: { transactionId: utrB, paymentStatus: 'APPROVED' } });
      expect(statusOf(250)).toMatchObject({ status: 'MATCHED', payment: { id: old.id } });
      expect(statusOf(999)).toMatchObject({ status: 'UNKNOWN', payment: null });
      expect(statusOf(1900)).toMatchObject({ status: 'MISMATCH', reason: expect.stringMatching(/₹1,900.*₹2,000/), payment: { reference: short.reference, paymentStatus: 'REQUESTED' } });
      expect(result.unpaid.map((p: { reference: string }) => p.reference)).toContain(unpaid.reference);
      expect(result.unpaid.map((p: { reference: string }) => p.reference)).not.toContain(short.reference);
      expect([await balance(a), await balance(b), await balance(c), await balance(d)]).toEqual([500, 1200, 250, 0]);
      const audit = await t.dataSource.getRepository(AuditEntry).findBy({ kind: 'payment', targetId: byReference.id });
      expect(audit.map((entry) => JSON.parse(entry.after!))).toEqual([{ status: 'APPROVED', statementImport: result.id, statementLine: 4 }]);

      // The same statement again, and one that overlaps it: nothing new, nothing credited twice.
      const again = (await importCsv(file).expect(201)).body;
      expect(again).toMatchObject({ credits: 5, newCredits: 0, approved: 0 });
      expect(again.lines.map((line: { id: number }) => line.id).sort()).toEqual(result.lines.map((line: { id: number }) => line.id).sort());
      expect([await topUps(a.id), await topUps(b.id), await topUps(c.id)]).toEqual([1, 1, 1]);

      // The admin's actions: approve the short payment for what arrived, and set the unknown credit aside.
      const mismatch = statusOf(1900);
      expectDetail(await t.http.post(`${STATEMENTS}/lines/${mismatch.id}/match`).set(admin).send({ paymentId: short.id }), 409);
      const matched = await t.http.post(`${STATEMENTS}/lines/${mismatch.id}/match`).set(admin).send({ paymentId: short.id, creditReceived: true, note: 'Paid short' }).expect(200);
      expect(matched.body).toMatchObject({ status: 'MATCHED', note: 'Paid short', payment: { amount: 1900, charged: 1900, paymentStatus: 'APPROVED' } });
      expect(await balance(d)).toBe(1900);
      expectDetail(await t.http.post(`${STATEMENTS}/lines/${mismatch.id}/match`).set(admin).send({ paymentId: short.id, creditReceived: true }), 409);
      const ignored = await t.http
        .post(`${STATEMENTS}/lines/${statusOf(999).id}/ignore`)
        .set(admin)
        .send({ note: "Owner's deposit" })
        .expect(200);
      expect(ignored.body).toMatchObject({ status: 'IGNORED', note: "Owner's deposit" });
      const open = (await t.http.get(`${STATEMENTS}/lines`).set(admin).expect(200)).body;
      expect(open.map((line: { id: number }) => line.id)).not.toEqual(expect.arrayContaining([mismatch.id, statusOf(999).id]));
      expect((await t.http.get(`${STATEMENTS}/${result.id}`).set(admin).expect(200)).body.lines).toHaveLength(5);
      expect((await t.http.get(STATEMENTS).set(admin).expect(200)).body.slice(0, 2)).toEqual([
        expect.objectContaining({ id: again.id, newCredits: 0, approved: 0 }),
        expect.objectContaining({ id: result.id, fileName: 'statement.csv', credits: 5, newCredits: 5, approved: 3 }),
      ]);
      // The console's search finds a top-up by the reference or the UTR a narration shows.
      for (const q of [byReference.reference.toLowerCase(), utrB]) {
        const found = (
          await t.http
            .get('/api/admin/ra/payments')
            .query({ filter: JSON.stringify({ q }) })
            .set(admin)
            .expect(200)
        ).body;
        expect(found).toHaveLength(1);
      }
      expectFieldError(
        await t.http
          .post(`${STATEMENTS}/lines/${statusOf(999).id}/ignore`)
          .set(admin)
          .send({ note: '' }),
        'note',
      );
    });

    it('leaves a credit outside its date window, or for a rejected top-up, to an admin', async () => {
      const s = await createSeller(t);
      const late = (await request(s, { amount: 610 }).expect(201)).body;
      const rejected = (await t.http.post(ADD_MONEY).set(bearer(s.token)).send({ amount: 620, upiId: 'sunil@okaxis', transactionId: transactionId() }).expect(201)).body;
      await t.http.put(`/api/admin/transaction/update-payment-status/${rejected.id}/REJECTED`).set(admin).expect(200);
      const result = (
        await importCsv(
          csv([
            { date: day(12), narration: `Bazaar top-up ${late.reference}`, credit: '610' },
            { date: day(), narration: `UPI ${rejected.transactionId}`, credit: '620' },
          ]),
        ).expect(201)
      ).body;
      expect(result.lines.map((line: { status: string; reason: string }) => [line.status, line.reason])).toEqual([
        ['MISMATCH', expect.stringMatching(/rejected/)],
        ['MISMATCH', expect.stringMatching(/outside/)],
      ]);
      expect(await balance(s)).toBe(0);
    });

    it('reads an XLSX export with date cells, and a saved preset', async () => {
      const s = await createSeller(t);
      const topUp = (await request(s, { amount: 333 }).expect(201)).body;
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Statement');
      sheet.addRow(['HDFC BANK']);
      sheet.addRow(['Date', 'Narration', 'Chq./Ref.No.', 'Withdrawal Amt.', 'Deposit Amt.']);
      sheet.addRow([new Date(), `UPI-${topUp.reference}-S@OKAXIS`, '0000412345678901', null, 333]);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const preview = (await t.http.post(`${STATEMENTS}/preview`).set(admin).attach('file', xlsx, 'statement.xlsx').expect(200)).body;
      expect(preview.columns).toEqual(['Date', 'Narration', 'Chq./Ref.No.', 'Withdrawal Amt.', 'Deposit Amt.']);
      const preset = { name: `HDFC ${Date.now()}`, dateColumn: 'Date', narrationColumn: 'Narration', referenceColumn: 'Chq./Ref.No.', creditColumn: 'Deposit Amt.', dateFormat: 'DD/MM/YYYY' };
      const saved = (await t.http.post(`${STATEMENTS}/presets`).set(admin).send(preset).expect(201)).body;
      expectDetail(await t.http.post(`${STATEMENTS}/presets`).set(admin).send(preset), 409);
      const result = (await t.http.post(STATEMENTS).set(admin).field('presetId', String(saved.id)).attach('file', xlsx, 'statement.xlsx').expect(201)).body;
      expect(result).toMatchObject({ credits: 1, approved: 1 });
      expect(await balance(s)).toBe(333);
    });

    it.each([
      ['no file', null, COLUMNS, /file/],
      ['an old .xls file', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), COLUMNS, /xlsx/],
      ['a broken XLSX', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 7)]), COLUMNS, /CSV or XLSX/],
      ['a binary file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]), COLUMNS, /CSV or XLSX/],
      ['no mapping', csv([]), {}, /columns/],
      ['a column the file lacks', csv([]), { ...COLUMNS, creditColumn: 'Deposit' }, /"Deposit"/],
      ['a preset that does not exist', csv([]), { presetId: '999999' }, /preset/],
    ])('refuses %s with a 4xx and keeps nothing', async (_, file, fields, pattern) => {
      const before = await t.dataSource.query('SELECT COUNT(*) AS n FROM statement_imports');
      const call = t.http
        .post(STATEMENTS)
        .set(admin)
        .field(fields as Record<string, string>);
      const res = await (file ? call.attach('file', file, 'statement.csv') : call);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.detail).toMatch(pattern);
      expect(await t.dataSource.query('SELECT COUNT(*) AS n FROM statement_imports')).toEqual(before);
    });

    it('credits once when an import and a manual approval of the same top-up race, and when two imports race', async () => {
      const s = await createSeller(t);
      const first = (await request(s, { amount: 111 }).expect(201)).body;
      const second = (await request(s, { amount: 222 }).expect(201)).body;
      const file = csv([
        { date: day(), narration: `Bazaar top-up ${first.reference}`, credit: '111' },
        { date: day(), narration: `Bazaar top-up ${second.reference}`, credit: '222' },
      ]);
      const [manual, imported, importedAgain] = await Promise.all([t.http.put(`/api/admin/transaction/update-payment-status/${first.id}/APPROVED`).set(admin), importCsv(file), importCsv(file)]);
      expect([manual.status, imported.status, importedAgain.status]).toEqual([200, 201, 201]);
      expect(await topUps(s.id)).toBe(2);
      expect(await balance(s)).toBe(333);
      expect(imported.body.newCredits + importedAgain.body.newCredits).toBe(2);
    });
  });

  describe('GST invoices', () => {
    let numbers: InvoiceNumbers;
    beforeAll(async () => {
      await t.http.put(SETTINGS).set(admin).send(GST_SETTINGS).expect(200);
      numbers = t.app.get(InvoiceNumbers);
    });
    afterAll(() => t.http.put(SETTINGS).set(admin).send({ gstin: null, pricesIncludeTax: true }).expect(200));

    const approved = async (s: Seller, body: object) => {
      const topUp = (await request(s, body).expect(201)).body;
      await t.http.put(`/api/admin/transaction/update-payment-status/${topUp.id}/APPROVED`).set(admin).expect(200);
      return t.dataSource.getRepository(Invoice).findOneByOrFail({ payment: { id: topUp.id } });
    };

    it("splits the tax by the place of supply: CGST and SGST in the operator's state, IGST elsewhere", async () => {
      expect((await t.http.get('/api/site-settings').expect(200)).body).toMatchObject({ issuesGstInvoices: true, legalEntityName: GST_SETTINGS.legalEntityName });
      const s = await createSeller(t);
      expect(await approved(s, { amount: 500, billingState: 'Maharashtra' })).toMatchObject({
        placeOfSupply: '27',
        taxablePaise: 42372,
        cgstPaise: 3814,
        sgstPaise: 3814,
        igstPaise: 0,
        totalPaise: 50000,
      });
      expect(await approved(s, { amount: 500, billingState: 'Karnataka' })).toMatchObject({ placeOfSupply: '29', taxablePaise: 42373, cgstPaise: 0, sgstPaise: 0, igstPaise: 7627, totalPaise: 50000 });
      // No state on record: the supplier's own (IGST Act, s. 12(2)(b)).
      expect(await approved(s, { amount: 500 })).toMatchObject({ placeOfSupply: '27', igstPaise: 0 });
    });

    it('adds the tax on top when prices exclude it: the payer is charged more, the wallet gets the amount', async () => {
      await t.http.put(SETTINGS).set(admin).send({ pricesIncludeTax: false }).expect(200);
      const s = await createSeller(t);
      const topUp = (await request(s, { amount: 100, billingState: 'Delhi' }).expect(201)).body;
      expect(topUp).toMatchObject({ amount: 100, charged: 118 });
      expect(new URL(topUp.upiUri.replace('upi://', 'https://x/')).searchParams.get('am')).toBe('118.00');
      await t.http.put(`/api/admin/transaction/update-payment-status/${topUp.id}/APPROVED`).set(admin).expect(200);
      expect(await balance(s)).toBe(100);
      expect(await t.dataSource.getRepository(Invoice).findOneByOrFail({ payment: { id: topUp.id } })).toMatchObject({ taxablePaise: 10000, igstPaise: 1800, totalPaise: 11800 });
      await t.http.put(SETTINGS).set(admin).send({ pricesIncludeTax: true }).expect(200);
    });

    it('gives the seller the PDF, and nobody else; a reversal issues a credit note', async () => {
      const s = await createSeller(t);
      const invoice = await approved(s, { amount: 500, billingState: 'Maharashtra' });
      const list = (await t.http.get('/api/seller/invoices').set(bearer(s.token)).expect(200)).body;
      const mail = await t.dataSource.getRepository(OutboxMail).findOneByOrFail({ eventKey: `payment-approved:${invoice.paymentId}` });
      expect(mail.text).toContain(`Your GST tax invoice ${invoice.number} for it is on your Activity page`);
      expect(list).toEqual([expect.objectContaining({ id: invoice.id, number: invoice.number, kind: 'INVOICE', total: 500, tax: 76.28 })]);
      const pdf = await t.http.get(`/api/seller/invoices/${invoice.id}/pdf`).set(bearer(s.token)).buffer(true).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      expectDetail(await t.http.get(`/api/seller/invoices/${invoice.id}/pdf`).set(bearer(seller.token)), 404);
      await t.http.put(`/api/admin/transaction/update-payment-status/${invoice.paymentId}/REJECTED`).set(admin).expect(200);
      const after = (await t.http.get('/api/seller/invoices').set(bearer(s.token)).expect(200)).body;
      expect(after[0]).toMatchObject({ kind: 'CREDIT_NOTE', number: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/), originalNumber: invoice.number, total: 500 });
    });

    it('numbers invoices without gaps or repeats, under concurrency and across the financial year', async () => {
      const sellers = await Promise.all(Array.from({ length: 6 }, () => createSeller(t)));
      const ids = await Promise.all(sellers.map(async (s) => (await request(s, { amount: 100 }).expect(201)).body.id as number));
      await Promise.all(ids.map((id) => t.http.put(`/api/admin/transaction/update-payment-status/${id}/APPROVED`).set(admin).expect(200)));
      const numbersIssued = (await t.dataSource.getRepository(Invoice).find({ where: { kind: InvoiceKind.Invoice }, order: { id: 'ASC' } })).map((invoice) => Number(invoice.number.slice(-6)));
      expect(numbersIssued).toEqual(numbersIssued.map((_, i) => i + 1));

      // The year turns on 1 April, India time: the last number of one year, then 1 in the next.
      const transactions = t.app.get(TransactionRunner);
      const lastOfYear = new Date('2031-03-31T18:29:59Z');
      const firstOfNext = new Date('2031-03-31T18:30:00Z');
      const issued = await transactions.run(async (manager) => [
        await numbers.next(manager, 'BZ', lastOfYear),
        await numbers.next(manager, 'BZ', lastOfYear),
        await numbers.next(manager, 'BZ', firstOfNext),
      ]);
      expect(issued).toEqual(['BZ/30-31/000001', 'BZ/30-31/000002', 'BZ/31-32/000001']);
      expect(issued.every((number) => number.length <= 16)).toBe(true);
    });
  });
});
