/**
 * The long-tail part of `npm run bench` (issue 16): questions that do not repeat. Each request is a
 * new question drawn at random from the seeded data (a random live ad's category and district, a
 * word from its own text), so what is measured is the search, not a kept answer. Also a writer that
 * edits one ad a second through the seller API while a mix of searches runs, and what the operator
 * sizes MariaDB by: its buffer pool and the tables' sizes.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import Database from 'better-sqlite3';
import { STOPWORDS } from '../src/common/keywords';
import { fromSqlDateTime } from '../src/database/columns';

/** A live ad as the questions use it. */
interface SampleAd {
  id: number;
  category: string;
  district: string;
  words: string[];
  sellerEmail: string;
  /** Its details as `details=` pairs it passes (`rate:..2500`, `languages:hindi`, `incall:yes`), from its own values. */
  detailPairs: string[];
}

/** The ads the questions are drawn from (random ids over the whole table, ACTIVE and unexpired). */
export interface Sample {
  ads: SampleAd[];
  /** Every live option of each category's choices, by field key (for options the ad did not choose). */
  options: Map<string, string[]>;
}

interface FieldRow {
  id: number;
  key: string;
  kind: string;
  options: { key: string }[];
}

/** The pairs an ad's own values pass: a rate or number up to a little above its value, one of its options, its yes/no. */
function pairsOf(details: Record<string, unknown>, fields: Map<number, FieldRow>): string[] {
  return Object.entries(details).flatMap(([id, value]) => {
    const field = fields.get(Number(id));
    if (!field) return [];
    if (typeof value === 'number') return [`${field.key}:..${value + 500 * randomInt(4)}`];
    if (typeof value === 'boolean') return [`${field.key}:${value ? 'yes' : 'no'}`];
    return Array.isArray(value) && value.length ? [`${field.key}:${pick(value as string[])}`] : [];
  });
}

/** How many live ads the questions are drawn from. */
const SAMPLE_ADS = 10_000;
/** A share of keyword questions asks for a word no ad contains. */
const ZERO_HIT_SHARE = 0.05;
/** The password `npm run seed` gives every seller it makes (seeds/bulk-seed.ts). */
const SEED_PASSWORD = 'seed-seller-password';

type Engine = 'sqlite' | 'mysql';
type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Runs `use` with a read-only query function on the benchmark database. */
async function withDatabase<T>(engine: Engine, dataDir: string, url: string | undefined, use: (query: Query) => Promise<T>): Promise<T> {
  if (engine === 'sqlite') {
    const db = new Database(join(dataDir, 'bazaar.sqlite'), { readonly: true });
    try {
      return await use(async (sql, params) => db.prepare(sql).all(...params) as Record<string, unknown>[]);
    } finally {
      db.close();
    }
  }
  const connection = await createConnection({ uri: url!, timezone: 'Z' });
  try {
    return await use(async (sql, params) => (await connection.query(sql, params))[0] as Record<string, unknown>[]);
  } finally {
    await connection.end();
  }
}

const randomInt = (below: number) => Math.floor(Math.random() * below);
const pick = <T>(items: T[]): T => items[randomInt(items.length)];

/** Live ads at random ids, with their category, district, words and seller. */
export function drawSample(engine: Engine, dataDir: string, url?: string): Promise<Sample> {
  return withDatabase(engine, dataDir, url, async (query) => {
    const [range] = await query('SELECT MIN(id) AS low, MAX(id) AS high FROM ads', []);
    const [low, high] = [Number(range.low), Number(range.high)];
    const fieldRows = await query('SELECT id, `key`, kind, options FROM category_fields WHERE removedAt IS NULL', []);
    const fields = new Map(fieldRows.map((f): [number, FieldRow] => [Number(f.id), { id: Number(f.id), key: String(f.key), kind: String(f.kind), options: JSON.parse(String(f.options)) }]));
    const options = new Map([...fields.values()].filter((f) => f.kind === 'CHOICE').map((f) => [f.key, f.options.map((o) => o.key)]));
    const now = Date.now();
    const ads: SampleAd[] = [];
    for (let round = 0; round < 50 && ads.length < SAMPLE_ADS; round++) {
      const ids = Array.from({ length: 1000 }, () => low + randomInt(high - low + 1));
      const rows = await query(
        `SELECT ad.id, ad.title, ad.description, ad.expiresAt, ad.details, c.slug AS category, l.slug AS district, u.email AS sellerEmail
         FROM ads ad JOIN categories c ON c.id = ad.categoryId JOIN locations l ON l.id = ad.locationId JOIN users u ON u.id = ad.sellerId
         WHERE ad.id IN (${ids.map(() => '?').join(', ')}) AND ad.status = 'ACTIVE'`,
        ids,
      );
      for (const row of rows) {
        if (!row.expiresAt || fromSqlDateTime(row.expiresAt as string | Date).getTime() < now + 3600_000) continue;
        const words = allWords(`${row.title} ${row.description}`);
        const detailPairs = row.details ? pairsOf(JSON.parse(String(row.details)), fields) : [];
        ads.push({ id: Number(row.id), category: String(row.category), district: String(row.district), words, sellerEmail: String(row.sellerEmail), detailPairs });
      }
    }
    if (!ads.length) throw new Error('no live ads to draw questions from');
    return { ads: [...new Map(ads.map((ad) => [ad.id, ad])).values()].slice(0, SAMPLE_ADS), options };
  });
}

/** The ad's searchable words: of 3+ letters (shorter ones never reach a full-text index), stopwords left out. */
function allWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{M}\p{N}]{3,}/gu) ?? [])].filter((w) => !STOPWORDS.has(w));
}

/** A word of the ad's own text, or now and then one that no ad contains. */
function keywordFor(ad: SampleAd): string {
  if (Math.random() < ZERO_HIT_SHARE || !ad.words.length) return `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  return pick(ad.words);
}

const search = (params: Record<string, string | number>) => `/api/dashboard/search?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

/** A random question of each long-tail kind: a new path on every call. */
export function questions(sample: Sample) {
  const page = () => 1 + randomInt(3);
  const browse = () => {
    const ad = pick(sample.ads);
    return search({ category: ad.category, location: ad.district, page: page() });
  };
  const keyword = () => {
    const ad = pick(sample.ads);
    return search({ category: ad.category, location: ad.district, keyword: keywordFor(ad), page: page() });
  };
  const categoryWide = () => {
    const ad = pick(sample.ads);
    return search({ category: ad.category, keyword: keywordFor(ad), page: page() });
  };
  // One or two of the ad's own details; now and then an option it did not choose (rare in many places: Gujarati in Pune).
  const filtered = () => {
    const ad = pick(sample.ads);
    const pairs = [...ad.detailPairs].sort(() => Math.random() - 0.5).slice(0, 1 + randomInt(2));
    const other = pairs.findIndex((pair) => sample.options.has(pair.split(':')[0]));
    if (other >= 0 && Math.random() < 0.2) pairs[other] = `${pairs[other].split(':')[0]}:${pick(sample.options.get(pairs[other].split(':')[0])!)}`;
    return search({ category: ad.category, location: ad.district, details: pairs.join(';'), page: page() });
  };
  const near = () => {
    const ad = pick(sample.ads);
    return search({ category: ad.category, near: ad.district, withinKm: pick([25, 50, 100]), page: page() });
  };
  const kinds = [browse, keyword, categoryWide];
  return {
    browse,
    keyword,
    categoryWide,
    filtered,
    near,
    mix: () => pick(kinds)(),
    adPage: () => `/api/dashboard/get-post/${pick(sample.ads).id}`,
  };
}

export interface WriterStats {
  writes: number;
  errors: number;
  p50: number;
  max: number;
}

/**
 * One catalogue write a second through the API, as a seller would make it: an edit of one of their
 * live ads (new title and description, so its words, the full-text index and every kept answer change).
 */
export class Writer {
  private timer?: NodeJS.Timeout;
  private readonly latencies: number[] = [];
  private errors = 0;
  private running?: Promise<void>;
  private version = 0;

  private constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly ads: SampleAd[],
  ) {}

  /** Logs in as the seller of the sample's first ad, who edits their ads in the sample. */
  static async forSample(base: string, sample: Sample): Promise<Writer> {
    const seller = sample.ads[0].sellerEmail;
    const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: seller, password: SEED_PASSWORD }) });
    if (!response.ok) throw new Error(`writer login as ${seller} → ${response.status}: ${await response.text()}`);
    const { token } = (await response.json()) as { token: string };
    return new Writer(
      base,
      token,
      sample.ads.filter((ad) => ad.sellerEmail === seller),
    );
  }

  start(perSecond = 1): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.write().finally(() => (this.running = undefined));
    }, 1000 / perSecond);
  }

  async stop(): Promise<WriterStats> {
    clearInterval(this.timer);
    await this.running;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return { writes: sorted.length, errors: this.errors, p50: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
  }

  private async write(): Promise<void> {
    const ad = this.ads[this.version % this.ads.length];
    this.version++;
    const words = ad.words.length ? ad.words : ['listing'];
    const form = new FormData();
    form.set('title', `Edited ad ${this.version}: ${words.slice(0, 4).join(' ')}`.slice(0, 120));
    form.set('description', `Updated ${new Date().toISOString()}. ${[...words].sort(() => Math.random() - 0.5).join(' ')} and more words for the description.`.slice(0, 5000));
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}/api/seller/post/update/${ad.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${this.token}` }, body: form });
      await response.arrayBuffer();
      if (!response.ok) this.errors++;
    } catch {
      this.errors++;
    }
    this.latencies.push(performance.now() - started);
  }
}

/** What MariaDB is given to keep the catalogue in memory, and how big the catalogue is on disk. */
export function storageFacts(engine: Engine, dataDir: string, url?: string): Promise<string> {
  return withDatabase(engine, dataDir, url, async (query) => {
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-IN')} MB`;
    if (engine === 'sqlite') {
      const file = join(dataDir, 'bazaar.sqlite');
      const size = (f: string) => (existsSync(f) ? statSync(f).size : 0);
      const parts = [`SQLite file ${mb(size(file))} (WAL ${mb(size(`${file}-wal`))})`];
      try {
        // dbstat is compiled into better-sqlite3; a table's size includes its indexes under their own names.
        const rows = await query(
          'SELECT COALESCE(m.tbl_name, s.name) AS name, SUM(s.pgsize) AS bytes FROM dbstat s LEFT JOIN sqlite_master m ON m.name = s.name GROUP BY 1 ORDER BY 2 DESC LIMIT 4',
          [],
        );
        parts.push(`largest tables with their indexes: ${rows.map((r) => `${r.name} ${mb(Number(r.bytes))}`).join(', ')}`);
      } catch {
        // dbstat not available
      }
      return parts.join('; ');
    }
    const [settings] = await query('SELECT @@innodb_buffer_pool_size AS pool, VERSION() AS version', []);
    const tables = await query(
      'SELECT table_name AS name, data_length AS data, index_length AS indexes FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY data_length + index_length DESC LIMIT 4',
      [],
    );
    const total = tables.reduce((sum, t) => sum + Number(t.data) + Number(t.indexes), 0);
    const list = tables.map((t) => `${t.name} ${mb(Number(t.data))} data + ${mb(Number(t.indexes))} indexes`).join(', ');
    return `${settings.version}: innodb_buffer_pool_size ${mb(Number(settings.pool))}; largest tables ${list} (these four: ${mb(total)})`;
  });
}
