import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd, transactionId } from './factories';
import { serverData, type ServerData } from './server-process';
import { runCli } from '../src/operations/backup-cli';
import { findProgram } from '../src/operations/mysql-tools';
import { unsigned } from './catalogue-helpers';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

const KEY_TABLES = ['users', 'ads', 'ad_images', 'payments', 'ledger_entries'];

/** Every table's row count, and every row of the tables that matter most. */
async function snapshot(t: TestApp) {
  const sqlite = t.engine === 'sqlite';
  const tables: { name: string }[] = await t.dataSource.query(
    sqlite
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
      : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const counts: Record<string, number> = {};
  // Signing in (createTestApp does) starts a session, and mail is sent in the background: neither is restored data.
  for (const { name } of tables.filter((table) => !['sessions', 'outbox_mails'].includes(table.name)))
    counts[name] = Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${sqlite ? `"${name}"` : `\`${name}\``}`))[0].n);
  const rows: Record<string, unknown[]> = {};
  for (const name of KEY_TABLES) rows[name] = await t.dataSource.query(`SELECT * FROM ${name} ORDER BY id`);
  return { counts, rows };
}

/** Every file under uploads/, by path, with a digest of its bytes. */
function uploads(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** Whether mariadb-dump and mariadb are installed: `npm test` installs them as root, and says so when it cannot. */
function mysqlToolsInstalled(): boolean {
  try {
    findProgram(['mariadb-dump', 'mysqldump']);
    findProgram(['mariadb', 'mysql']);
    return true;
  } catch {
    return false;
  }
}

/** `npm run backup` / `npm run restore` (docs/operations.md, "Backups and restore") on both engines. */
(TEST_ENGINE === 'sqlite' || mysqlToolsInstalled() ? describe : describe.skip)('backup and restore', () => {
  let data: ServerData;
  let t: TestApp | undefined;
  const env = () => ({ DATA_DIR: data.dataDir, ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}) });
  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runCli(
      argv,
      env(),
      (line) => out.push(line),
      (line) => out.push(line),
    );
    return { code, output: out.join('\n') };
  };

  beforeAll(async () => {
    data = await serverData();
  });
  afterAll(async () => {
    await t?.close();
    await data.remove();
  });

  it('archives a running app, and after a wipe restores the same rows and image files', async () => {
    t = await createTestApp(env());
    const seller = await createSeller(t, { fullName: 'Backup Seller' });
    await fundWallet(t.http, t.adminToken, seller.token, 750);
    await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 300, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201);
    const ad = (await postAd(t.http, seller.token, { images: 2 })).body;
    const before = await snapshot(t);
    const files = uploads(t.config.uploadsDir);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(4); // two photos, each with a thumbnail

    // While the app runs, as an operator would.
    const backups = join(data.dataDir, 'backups');
    const backup = await cli('backup', '--out', backups);
    expect(backup).toMatchObject({ code: 0, output: expect.stringMatching(/^Backed up the (sqlite|mysql) database .* upload files to .*bazaar-backup-\d{8}T\d{6}Z\.tar\.gz/) });
    const [archive] = readdirSync(backups).map((name) => join(backups, name));
    const listing = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.split('\n');
    expect(listing).toEqual(expect.arrayContaining(['manifest.json', t.engine === 'sqlite' ? 'database.sqlite' : 'database.sql', ...Object.keys(files).map((f) => `uploads/${f}`)]));

    // Over live data it refuses, and changes nothing.
    const refused = await cli('restore', archive);
    expect(refused).toEqual({ code: 1, output: expect.stringMatching(/Refusing to overwrite data .*--force/) });
    expect(await snapshot(t)).toEqual(before);

    await t.close();
    t = undefined;
    // The wipe: a lost disk, or a dropped database.
    if (data.engine === 'sqlite') rmSync(join(data.dataDir, 'bazaar.sqlite'), { force: true });
    else {
      const connection = await createConnection(data.databaseUrl!);
      const [tables] = await connection.query('SHOW TABLES');
      await connection.query('SET FOREIGN_KEY_CHECKS = 0');
      for (const row of tables as Record<string, string>[]) await connection.query(`DROP TABLE \`${Object.values(row)[0]}\``);
      await connection.end();
    }
    for (const suffix of ['-wal', '-shm']) rmSync(join(data.dataDir, `bazaar.sqlite${suffix}`), { force: true });
    rmSync(join(data.dataDir, 'uploads'), { recursive: true, force: true });

    expect(await cli('restore', archive)).toEqual({ code: 0, output: expect.stringMatching(/^Restored the (sqlite|mysql) database .* and \d+ upload files from the backup of /) });
    t = await createTestApp(env());
    expect(await snapshot(t)).toEqual(before);
    expect(uploads(t.config.uploadsDir)).toEqual(files);

    // And through the API: the seller logs in and finds the wallet and the ad, with its photos served.
    const login = await t.http.post('/api/auth/login').send({ email: seller.email, password: seller.password }).expect(200);
    expect((await t.http.get('/api/seller/transaction/wallet').set(bearer(login.body.token)).expect(200)).body.balance).toBe(750);
    const mine = (await t.http.get('/api/seller/post/my-ads').set(bearer(login.body.token)).expect(200)).body.items;
    expect(mine.map((a: { id: number }) => a.id)).toEqual([ad.id]);
    for (const photo of mine[0].images) {
      const served = await t.http.get(photo.url).expect(200);
      expect(createHash('sha256').update(served.body).digest('hex')).toBe(files[unsigned(photo.url).replace(/^\/uploads\//, '')]);
    }
  });

  it('replaces existing data only with --force', async () => {
    const archive = join(data.dataDir, 'backups', readdirSync(join(data.dataDir, 'backups'))[0]);
    // Something written after the backup, which the forced restore takes away again.
    const late = await createSeller(t!);
    const before = await snapshot(t!);
    await t!.close();
    t = undefined;

    expect(await cli('restore', archive)).toMatchObject({
      code: 1,
      output: expect.stringMatching(/^Refusing to overwrite data \(tables users, ads, payments and \d+ more; \d+ files in .*\): run again with --force/),
    });
    expect(await cli('restore', archive, '--force')).toMatchObject({ code: 0 });
    t = await createTestApp(env());
    const after = await snapshot(t);
    expect(after.counts.users).toBe(before.counts.users - 1);
    await t.http.post('/api/auth/login').send({ email: late.email, password: late.password }).expect(401);
  });

  it('explains its usage, and refuses what is not a backup', async () => {
    expect(await cli('restore')).toMatchObject({ code: 2, output: expect.stringMatching(/^Usage:/) });
    expect(await cli('backup', '--frobnicate')).toMatchObject({ code: 2 });
    expect(await cli('restore', join(data.dataDir, 'no-such-file.tar.gz'), '--force')).toEqual({ code: 1, output: expect.stringMatching(/^No such backup/) });
  });
});
