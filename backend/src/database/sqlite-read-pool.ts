import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { matchesWordsSource } from '../common/keywords';

/** A row as better-sqlite3 returns it. */
type Row = Record<string, unknown>;

interface Pending {
  sql: string;
  params: unknown[];
  resolve: (rows: Row[]) => void;
  reject: (error: Error) => void;
  /** Sent again once when its worker died under it (reads can be repeated). */
  retried: boolean;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** A statement a reader refused or failed, with SQLite's code (SQLITE_ERROR, …) as better-sqlite3 gives it. */
export class ReadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * How much of the database file each reader maps into memory (docs/decisions/0024-sqlite-readers-map-the-file.md):
 * the most better-sqlite3's SQLite allows (SQLITE_MAX_MMAP_SIZE, 2 GB). Mapped pages are the operating system's page
 * cache, shared by the readers, instead of a copy read into each connection's own small cache with a system call per page.
 */
const MMAP_BYTES = 0x7fff0000;

/**
 * The worker's program, run as a string (`eval`): the built app is CommonJS and the tests are ES
 * modules, so there is no file path both could give a worker. It opens the database read-only,
 * registers the same matches_words() as the app's connection (data-source.ts), and answers
 * `{ id, sql, params }` with `{ id, rows }` or `{ id, error }`.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('mmap_size = ${MMAP_BYTES}');
const matchesWords = ${matchesWordsSource()};
if (!matchesWords('Evening walks', ['walk']) || matchesWords('sidewalks', ['walk'])) throw new Error('matches_words() does not work in the read worker');
db.function('matches_words', { deterministic: true }, (text, terms) => (matchesWords(text ?? '', terms.split(' ')) ? 1 : 0));
const statements = new Map();
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (!statement.reader) throw Object.assign(new Error('the read pool only runs statements that return rows'), { code: 'SQLITE_READONLY' });
      if (statements.size >= 1000) statements.clear();
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...params.map((p) => (typeof p === 'boolean' ? Number(p) : p))) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/** better-sqlite3's entry file, found the way the app found it (from the main script), else from the working directory. */
function driverPath(): string {
  for (const from of [process.argv[1], join(process.cwd(), 'index.js')]) {
    try {
      return createRequire(from).resolve('better-sqlite3');
    } catch {
      // try the next place
    }
  }
  throw new Error('better-sqlite3 not found for the SQLite read workers');
}

/**
 * Read-only SQLite connections in worker threads (docs/decisions/0015-sqlite-read-workers.md): in
 * WAL mode readers run beside the app's one writing connection, so searches run on the machine's
 * other cores and a slow one no longer stops the event loop. Each statement is its own read
 * transaction, so it sees every commit made before it was sent. A worker that dies is replaced and
 * its statements are sent once more to another; close() lets running statements finish.
 */
export class SqliteReadPool {
  private readers: Reader[] = [];
  private nextId = 1;
  private closed = false;
  private readonly driver = driverPath();

  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {}

  /** The rows of a SELECT (anything else is refused), run by the least busy worker. */
  query<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (this.closed) return Promise.reject(new ReadError('the SQLite read pool is closed'));
    return new Promise<Row[]>((resolve, reject) => this.send({ sql, params, resolve, reject, retried: false })) as Promise<T[]>;
  }

  /** Statements sent and not answered yet, per worker (for tests and metrics). */
  get busy(): number[] {
    return this.readers.map((r) => r.pending.size);
  }

  /** Waits for running statements (up to `graceMs`), then stops the workers. */
  async close(graceMs = 5000): Promise<void> {
    this.closed = true;
    const deadline = Date.now() + graceMs;
    while (this.readers.some((r) => r.pending.size) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    const readers = this.readers;
    this.readers = [];
    await Promise.all(readers.map((r) => r.worker.terminate()));
    for (const reader of readers) this.fail(reader, new ReadError('the SQLite read pool closed'));
  }

  /** Stops one worker as a crash would (tests). */
  async crashOne(): Promise<void> {
    await this.readers[0]?.worker.terminate();
  }

  private send(job: Pending): void {
    while (this.readers.length < this.size) this.readers.push(this.spawn());
    const reader = this.readers.reduce((least, r) => (r.pending.size < least.pending.size ? r : least));
    const id = this.nextId++;
    reader.pending.set(id, job);
    reader.worker.postMessage({ id, sql: job.sql, params: job.params });
  }

  private spawn(): Reader {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: this.file, driver: this.driver } });
    const reader: Reader = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', ({ id, rows, error }: { id: number; rows?: Row[]; error?: { message: string; code?: string } }) => {
      const job = reader.pending.get(id);
      reader.pending.delete(id);
      if (!job) return;
      if (error) job.reject(new ReadError(error.message, error.code));
      else job.resolve(rows!);
    });
    // A worker that stops (an exception outside a statement, out of memory, terminate()) is replaced.
    const gone = (error?: Error) => {
      if (!this.readers.includes(reader)) return;
      this.readers = this.readers.filter((r) => r !== reader);
      const orphans = [...reader.pending.values()];
      reader.pending.clear();
      for (const job of orphans) {
        if (job.retried || this.closed) job.reject(error ?? new ReadError('a SQLite read worker stopped'));
        else this.send({ ...job, retried: true });
      }
    };
    worker.on('error', gone);
    worker.on('exit', () => gone());
    return reader;
  }

  private fail(reader: Reader, error: Error): void {
    for (const job of reader.pending.values()) job.reject(error);
    reader.pending.clear();
  }
}
