// A server started as `npm start` starts it on a new machine: no settings at all, an empty data folder. The
// shared server of the global setup is configured (ADMIN_EMAIL, SMTP, demo seller's saved login), which is what
// let a fresh install's first hour go untested (issue 39); the first-day journey runs against this one instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { ROOT } from './env.mjs';
import { freePort } from './free-port.mjs';
import { eventually, request } from './harness.mjs';

/**
 * Starts `node backend/dist/main.js` with only PORT and DATA_DIR (a fresh folder) set, plus what keeps a shared test
 * machine sane: no rate limits, a small proof-of-work challenge. Nothing else from the developer's shell reaches it
 * (no ADMIN_*, SMTP_URL, DATABASE_URL, SEED_DEMO: their defaults apply, so mail goes to DATA_DIR/outbox).
 * Like `npm start`, it listens on the IPC channel, where the server names the first admin's password file.
 */
export async function startFreshInstall() {
  const tmp = mkdtempSync(join(tmpdir(), 'bazaar-first-day-'));
  const dataDir = join(tmp, 'data');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = join(tmp, 'server.log');
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, RATE_LIMITS: 'false', CHALLENGE_MAX_NUMBER: '10000' };
  const logFd = openSync(log, 'a');
  const main = process.env.E2E_SERVER_MAIN ?? join(ROOT, 'backend/dist/main.js'); // as in the global setup
  const server = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', logFd, logFd, 'ipc'] });
  const messages = [];
  server.on('message', (message) => messages.push(message));
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await stopped;
    if (!process.env.E2E_KEEP_DATA) rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await eventually(
      async () => {
        if (server.exitCode !== null) throw new Error(`the fresh server exited with ${server.exitCode}:\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`);
        return (await request(`${baseURL}/api/health`)).status === 200;
      },
      { timeout: 90_000, interval: 250 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseURL,
    dataDir,
    messages,
    stop,
    serverLog: () => readFileSync(log, 'utf8'),
    /** The mails written to DATA_DIR/outbox (no SMTP server is set) to `address`, parsed as a mail app would. */
    mailsTo: async (address) => {
      const outbox = join(dataDir, 'outbox');
      const names = (safeReaddir(outbox) ?? []).filter((name) => name.endsWith('.eml')).sort();
      const mails = await Promise.all(names.map(async (name) => simpleParser(readFileSync(join(outbox, name)))));
      return mails.filter((mail) => [mail.to ?? []].flat().some((to) => to.value.some((a) => a.address?.toLowerCase() === address.toLowerCase())));
    },
    /** The API of this server: `{ status, data }`, never throwing on a 4xx (the journey asserts). */
    api: async (path, { method = 'GET', token, json } = {}) => {
      const headers = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      let body;
      if (json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = Buffer.from(JSON.stringify(json));
        headers['Content-Length'] = body.length;
      }
      const { status, text } = await request(`${baseURL}/api${path}`, { method, headers, body });
      return { status, data: text ? JSON.parse(text) : null };
    },
  };
}

function safeReaddir(path) {
  try {
    return readdirSync(path);
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}
