import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { solvedChallenge } from './challenge-helpers';
import { TEST_APP_ENV } from './create-test-app';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

/**
 * The built server (`node backend/dist/main.js`) in a child process, for what an in-process app
 * cannot show: signals, a killed process, a restart on the same data.
 */
export const ROOT = resolve(process.cwd(), '..');
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');
let main = MAIN;
const MYSQL_SERVER = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

function newestSource(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }, 0);
}

/**
 * Builds backend/dist when it is missing or older than backend/src, so these tests never run
 * yesterday's server, and copies it for this test file: someone rebuilding dist/ meanwhile (nest
 * build empties it first) must not pull files from under a server about to restart. The copy sits
 * in backend/node_modules/.cache, from where the server still finds its packages.
 */
export function ensureBuilt(): { release(): void } {
  build();
  const cache = join(ROOT, 'backend', 'node_modules', '.cache');
  const copy = join(cache, `bazaar-server-${process.pid}-${Date.now()}`);
  cpSync(join(ROOT, 'backend', 'dist'), copy, { recursive: true });
  main = join(copy, 'main.js');
  return {
    release() {
      rmSync(copy, { recursive: true, force: true });
      // Copies left by runs that were killed.
      for (const old of readdirSync(cache))
        if (old.startsWith('bazaar-server-') && Date.now() - statSync(join(cache, old)).mtimeMs > 3_600_000) rmSync(join(cache, old), { recursive: true, force: true });
    },
  };
}

/** Builds dist/ if stale. */
function build(): void {
  buildOnce('backend', () => existsSync(MAIN) && statSync(MAIN).mtimeMs >= newestSource(join(ROOT, 'backend', 'src')));
}

/** Builds the storefront if it was never built (the bench measures its pages). */
export function ensureStorefrontBuilt(): void {
  buildOnce('storefront', () => existsSync(join(ROOT, 'storefront', 'dist', 'index.html')));
}

/** `npm run build` of a workspace unless `fresh()`; a lock folder keeps two jest workers from building at once. */
function buildOnce(workspace: string, fresh: () => boolean): void {
  if (fresh()) return;
  const lock = join(tmpdir(), `bazaar-${workspace}-build.lock`);
  const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Someone else builds; a lock older than 5 minutes was left by a killed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      if (waited > 300_000) throw new Error(`Waited 5 minutes for ${lock}`);
      sleep(500);
    }
  }
  try {
    if (fresh()) return;
    const build = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`Building the ${workspace} failed:\n${build.stdout}\n${build.stderr}`);
  } finally {
    rmdirSync(lock);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
    probe.on('error', reject);
  });
}

/** Where a server keeps its data: a temp DATA_DIR, and on the mariadb project a throwaway database. */
export interface ServerData {
  engine: 'sqlite' | 'mariadb';
  dataDir: string;
  databaseUrl?: string;
  remove(): Promise<void>;
}

export async function serverData(): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-server-'));
  let database: string | undefined;
  if (TEST_ENGINE === 'mariadb') {
    database = `bazaar_server_${process.pid}_${Date.now()}`;
    const server = await createConnection(MYSQL_SERVER);
    await server.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await server.end();
  }
  return {
    engine: TEST_ENGINE,
    dataDir,
    databaseUrl: database ? `${MYSQL_SERVER}/${database}` : undefined,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (database) {
        const server = await createConnection(MYSQL_SERVER);
        await server.query(`DROP DATABASE IF EXISTS ${database}`);
        await server.end();
      }
    },
  };
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Every line the server wrote to stdout and stderr. */
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built server on the data and waits until GET /api/health answers 200. */
export async function startServer(data: ServerData, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl,
    ...TEST_APP_ENV,
    ...env,
  };
  if (!data.databaseUrl) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [main], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} while starting:\n${lines.slice(-20).join('\n')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, child, lines, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health within 60 s:\n${lines.slice(-20).join('\n')}`);
}

/** SIGTERM, and the exit it leads to. */
export async function stopServer(server: RunningServer) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** A small client for the server's API: JSON in, the status and JSON body out; `challenge` solves one first (sign-up, reports…). */
export function api(url: string) {
  return async (method: string, path: string, options: { token?: string; body?: unknown; form?: FormData; challenge?: boolean } = {}) => {
    const headers: Record<string, string> = options.challenge ? await solvedChallenge(url) : {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${url}${path}`, { method, headers, body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (metrics)
    }
    return { status: res.status, body, headers: res.headers };
  };
}

/**
 * The built server on throwaway data, for one describe block: built (or reused) before its tests;
 * afterwards every server started is killed if it still runs, and the data removed.
 */
export function useBuiltServer(): { data: () => ServerData; start: (env?: Record<string, string>) => Promise<RunningServer> } {
  let data: ServerData | undefined;
  const servers: RunningServer[] = [];
  let build: { release(): void } | undefined;
  beforeAll(async () => {
    build = ensureBuilt();
    data = await serverData();
  }, 300_000);
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await data?.remove();
    build?.release();
  });
  return {
    data: () => data!,
    start: async (env) => {
      const server = await startServer(data!, env);
      servers.push(server);
      return server;
    },
  };
}

/**
 * Verifies a seller of a server without SMTP_URL the way they would: reads the verification mail
 * the server wrote to DATA_DIR/outbox/ and posts its link's token.
 */
export async function followVerificationMail(server: RunningServer, data: ServerData, email: string): Promise<void> {
  const dir = join(data.dataDir, 'outbox');
  for (let waited = 0; waited < 20_000; waited += 100) {
    for (const name of existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('-verify-email.eml')) : []) {
      const mail = await simpleParser(readFileSync(join(dir, name)));
      if ((mail.to && !Array.isArray(mail.to) ? mail.to.text : '') !== email) continue;
      const token = /verify-email\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
      const answer = await api(server.url)('POST', '/api/auth/verify-email', { body: { token } });
      if (answer.status !== 200) throw new Error(`Verifying ${email} answered ${answer.status}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No verification mail for ${email} in ${dir}`);
}
