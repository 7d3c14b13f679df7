import { jest } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { unique } from './factories';
import { startMailServer, type MailServer } from './mail-server';
import { api, freePort, stopServer, useBuiltServer } from './server-process';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

// Real processes and real signals: timing on a loaded 2-core machine varies, so a run may be retried.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

const PUBLIC_URL = 'https://bazaar.example';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The outbox across processes: a kill between queueing and sending, and two instances sending from one database. */
describe('mail outbox of the built server', () => {
  const built = useBuiltServer();
  let mail: MailServer;

  beforeAll(async () => (mail = await startMailServer()));
  afterAll(() => mail.close());

  const signUp = (url: string, email: string) => api(url)('POST', '/api/admins', { body: { fullName: 'Crash Test', email, password: 'crash-password' }, challenge: true });

  it('delivers a mail queued before the process was killed, once, after the restart', async () => {
    // The first process can reach no mail server: the mail is queued, tried, and still waiting when the process dies.
    const nowhere = `smtp://127.0.0.1:${await freePort()}`;
    const first = await built.start({ SMTP_URL: nowhere, PUBLIC_URL });
    const email = `killed-${unique()}@example.com`;
    expect((await signUp(first.url, email)).status).toBe(201);
    for (let waited = 0; !first.lines.some((line) => /Mail \d+ failed \(attempt 1\)/.test(line)); waited += 100) {
      if (waited > 15_000) throw new Error(`The first attempt never failed:\n${first.lines.slice(-10).join('\n')}`);
      await pause(100);
    }
    first.child.kill('SIGKILL');
    await first.exited;
    expect(mail.to(email)).toEqual([]);

    const second = await built.start({ SMTP_URL: mail.url, PUBLIC_URL });
    expect((await mail.next(email)).subject).toBe('Confirm your e-mail for Bazaar');
    await pause(3000);
    expect(mail.to(email)).toHaveLength(1);
    await stopServer(second);
  }, 120_000);

  // Several instances share one MySQL/MariaDB database (docs/operations.md, "Scaling out"); SQLite is for one process.
  (TEST_ENGINE === 'mariadb' ? it : it.skip)(
    'with two instances on one database, sends each mail once',
    async () => {
      const [a, b] = [await built.start({ SMTP_URL: mail.url, PUBLIC_URL }), await built.start({ SMTP_URL: mail.url, PUBLIC_URL })];
      const emails = Array.from({ length: 12 }, (_, i) => `twice-${i}-${unique()}@example.com`);
      const answers = await Promise.all(emails.map((email, i) => signUp((i % 2 ? a : b).url, email)));
      expect(answers.map((r) => r.status)).toEqual(emails.map(() => 201));
      for (const email of emails) await mail.next(email);
      await pause(3000);
      expect(emails.map((email) => mail.to(email).length)).toEqual(emails.map(() => 1));
      await Promise.all([stopServer(a), stopServer(b)]);
    },
    120_000,
  );
});

describe('the first admin of the built server, when no ADMIN_PASSWORD is set', () => {
  const built = useBuiltServer();

  it('gets a generated password kept only in DATA_DIR/initial-admin-password.txt (0600), never in the log, and must change it first', async () => {
    const server = await built.start({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    const file = join(built.data().dataDir, 'initial-admin-password.txt');
    expect(statSync(file).mode & 0o077).toBe(0);
    const [email, password] = readFileSync(file, 'utf8').trim().split('\n');
    expect(email).toBe('admin@localhost');
    const log = server.lines.join('\n');
    expect(log).toContain('initial-admin-password.txt');
    expect(log).not.toContain(password);
    const call = api(server.url);
    const signedIn = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(signedIn.body).toMatchObject({ role: 'ADMIN', mustChangePassword: true });
    const refused = await call('GET', '/api/admin/users', { token: signedIn.body.token });
    expect(refused).toMatchObject({ status: 403, body: { detail: expect.stringMatching(/Choose a new password first/) } });
    expect((await call('POST', '/api/auth/change-password', { token: signedIn.body.token, body: { currentPassword: password, newPassword: 'chosen-at-first-sign-in' } })).status).toBe(200);
    expect((await call('GET', '/api/admin/users', { token: signedIn.body.token })).status).toBe(200);
    await stopServer(server);
  }, 120_000);
});
