import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN } from './create-test-app';
import { image, transactionId, unique } from './factories';
import { api, type ServerData, stopServer, useBuiltServer } from './server-process';
import { jest } from '@jest/globals';

// Real processes and real signals: timing on a loaded 2-core machine varies, so a run may be retried.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

const WORKERS = 8;
/** Writes acknowledged before the kill; the kill comes at this count, with requests still running. */
const KILL_AT = 80;

interface Acknowledged {
  sellers: { email: string; password: string; token?: string }[];
  payments: { id: number; amountPaise: number; email: string }[];
  approvals: number[];
  ads: number[];
}

/** Raw rows, read with the engine's own driver after the restart (not through the app). */
async function readRows(data: ServerData) {
  const sql = {
    users: 'SELECT id, email FROM users',
    payments: 'SELECT id, userId, amountPaise, status FROM payments',
    ledger: 'SELECT userId, paymentId, kind, amountPaise FROM ledger_entries',
    ads: 'SELECT id FROM ads',
    images: 'SELECT adId, url, thumbUrl FROM ad_images',
  };
  const rows: Record<keyof typeof sql, any[]> = { users: [], payments: [], ledger: [], ads: [], images: [] };
  let integrity: string | undefined;
  if (data.engine === 'sqlite') {
    const db = new Database(join(data.dataDir, 'bazaar.sqlite'), { readonly: true });
    for (const key of Object.keys(sql) as (keyof typeof sql)[]) rows[key] = db.prepare(sql[key]).all();
    integrity = db.pragma('integrity_check', { simple: true }) as string;
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  } else {
    const connection = await createConnection({ uri: data.databaseUrl!, supportBigNumbers: true, bigNumberStrings: false });
    for (const key of Object.keys(sql) as (keyof typeof sql)[]) rows[key] = (await connection.query(sql[key]))[0] as any[];
    await connection.end();
  }
  for (const list of Object.values(rows))
    for (const row of list)
      for (const key of Object.keys(row)) if (key !== 'email' && key !== 'status' && key !== 'kind' && key !== 'url' && key !== 'thumbUrl' && row[key] !== null) row[key] = Number(row[key]);
  return { ...rows, integrity };
}

/**
 * SIGKILL in the middle of a burst of writes (sign-ups, ads with photos, top-ups and their
 * approval), then a restart on the same data: every write that was answered 2xx is there, and the
 * wallet ledger is consistent. On the sqlite project the database file also passes integrity_check;
 * the mariadb project runs the same against a throwaway MariaDB database.
 */
describe('crash safety of the built server', () => {
  const built = useBuiltServer();

  it('keeps every acknowledged write through a SIGKILL, with a consistent ledger', async () => {
    const data = built.data();
    let server = await built.start();
    const call = api(server.url);
    const admin = (await call('POST', '/api/auth/login', { body: ADMIN })).body.token as string;
    const photo = new Uint8Array(await image('jpeg', 200));

    const acked: Acknowledged = { sellers: [], payments: [], approvals: [], ads: [] };
    let acks = 0;
    let outstanding = 0;
    let killed = false;
    let inFlightAtKill = 0;
    const ack = () => {
      if (++acks >= KILL_AT && !killed) {
        killed = true;
        inFlightAtKill = outstanding;
        server.child.kill('SIGKILL');
      }
    };
    // Counts requests on the wire; a request that fails because the server died is simply unknown.
    const send: typeof call = async (...args) => {
      outstanding++;
      try {
        return await call(...args);
      } finally {
        outstanding--;
      }
    };
    // An answer that arrives after the kill was still sent by the server: it counts too.
    const ok = (res: { status: number }) => res.status >= 200 && res.status < 300;

    const worker = async (n: number) => {
      while (!killed) {
        const seller = { email: `crash-${n}-${unique()}@example.com`, password: 'seller-password' };
        if (!ok(await send('POST', '/api/admins', { body: { ...seller, fullName: `Crash Seller ${n}` }, challenge: true }))) continue;
        acked.sellers.push(seller);
        ack();
        const login = await send('POST', '/api/auth/login', { body: seller });
        if (!ok(login)) continue;
        const token = Object.assign(seller, { token: login.body.token as string }).token;
        for (const approve of [true, false]) {
          const amount = 100 + Math.floor(Math.random() * 4900);
          const payment = await send('POST', '/api/seller/transaction/add-money', { token, body: { amount, upiId: 'payer@okaxis', transactionId: transactionId() } });
          if (!ok(payment)) break;
          acked.payments.push({ id: payment.body.id, amountPaise: amount * 100, email: seller.email });
          ack();
          if (!approve) continue;
          if (!ok(await send('PUT', `/api/admin/transaction/update-payment-status/${payment.body.id}/APPROVED`, { token: admin }))) break;
          acked.approvals.push(payment.body.id);
          ack();
        }
        const form = new FormData();
        const fields = {
          title: `Crash test ad ${unique()}`,
          description: 'Posted during a burst that ends with the server being killed outright.',
          categoryId: 1,
          locationId: 1,
          phone: '9876543210',
          age: 30,
        };
        for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
        form.append('images', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
        const ad = await send('POST', '/api/seller/post/create', { token, form });
        if (!ok(ad)) continue;
        acked.ads.push(ad.body.id);
        ack();
      }
    };
    const results = await Promise.allSettled(
      Array.from({ length: WORKERS }, (_, n) =>
        worker(n).catch((error) => {
          if (!killed) throw error;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(killed).toBe(true);
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // Restart on the same data: it must come up (WAL recovery, migrations) and still know everyone.
    server = await built.start();
    const again = api(server.url);
    for (const seller of acked.sellers) expect((await again('POST', '/api/auth/login', { body: { email: seller.email, password: seller.password } })).status).toBe(200);
    const balances = new Map<string, number>();
    for (const seller of acked.sellers.filter((s) => s.token)) {
      const wallet = await again('GET', '/api/seller/transaction/wallet', { token: seller.token });
      expect(wallet.status).toBe(200);
      balances.set(seller.email, Math.round(wallet.body.balance * 100));
    }
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });

    const rows = await readRows(data);
    if (data.engine === 'sqlite') expect(rows.integrity).toBe('ok');

    // Every acknowledged write is there.
    const userByEmail = new Map(rows.users.map((u) => [u.email, u.id]));
    expect(acked.sellers.filter((s) => !userByEmail.has(s.email))).toEqual([]);
    const paymentById = new Map(rows.payments.map((p) => [p.id, p]));
    expect(acked.payments.filter((p) => paymentById.get(p.id)?.amountPaise !== p.amountPaise || paymentById.get(p.id)?.userId !== userByEmail.get(p.email))).toEqual([]);
    expect(acked.approvals.filter((id) => paymentById.get(id)?.status !== 'APPROVED')).toEqual([]);
    const adIds = new Set(rows.ads.map((a) => a.id));
    expect(acked.ads.filter((id) => !adIds.has(id))).toEqual([]);
    // …with its photo files on disk.
    const images = rows.images.filter((i) => acked.ads.includes(i.adId));
    expect(new Set(images.map((i) => i.adId)).size).toBe(acked.ads.length);
    const file = (url: string) => join(data.dataDir, url.replace(/^\/+/, ''));
    expect(images.flatMap((i) => [i.url, i.thumbUrl]).filter((url) => !existsSync(file(url)))).toEqual([]);

    // The ledger: each APPROVED payment credited exactly once, nothing else credited, no balance below zero.
    const topUps = rows.ledger.filter((e) => e.kind === 'TOP_UP');
    for (const payment of rows.payments) {
      const credits = topUps.filter((e) => e.paymentId === payment.id);
      expect({ payment: payment.id, status: payment.status, credits: credits.map((c) => [c.userId, c.amountPaise]) }).toEqual({
        payment: payment.id,
        status: payment.status,
        credits: payment.status === 'APPROVED' ? [[payment.userId, payment.amountPaise]] : [],
      });
    }
    expect(topUps.filter((e) => !paymentById.has(e.paymentId))).toEqual([]);
    const sums = new Map<number, number>();
    for (const entry of rows.ledger) sums.set(entry.userId, (sums.get(entry.userId) ?? 0) + entry.amountPaise);
    expect([...sums.values()].filter((sum) => sum < 0)).toEqual([]);
    // The balance the app shows is that sum.
    for (const [email, balance] of balances) expect(balance).toBe(sums.get(userByEmail.get(email)) ?? 0);

    const writes = acked.sellers.length + acked.payments.length + acked.approvals.length + acked.ads.length;
    console.info(
      `crash safety (${data.engine}): SIGKILL with ${inFlightAtKill} requests in flight after ${writes} acknowledged writes ` +
        `(${acked.sellers.length} sign-ups, ${acked.payments.length} top-ups, ${acked.approvals.length} approvals, ${acked.ads.length} ads); all found after the restart. ` +
        `Database: ${rows.users.length} users, ${rows.payments.length} payments, ${rows.ledger.length} ledger rows, ${rows.ads.length} ads` +
        (rows.integrity ? `; integrity_check ${rows.integrity}` : ''),
    );
  }, 180_000);
});
