/** Load generation for bench.ts: servers started and waited for, and autocannon runs that check their answers first. */
import autocannon from 'autocannon';
import { ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { connections, duration, ROOT } from './options';

export interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(url: string, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

export function start(command: string, argv: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export function freePort(): Promise<string> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(String(port)));
    });
    probe.on('error', reject);
  });
}

/** A JSON write (POST) instead of a GET. */
export interface Write {
  method: 'POST';
  body: string;
  /** Solved challenges (X-Challenge), one used up by each request: the route asks for one (@RequiresChallenge()) */
  challenges?: string[];
}

const challengeHeader = (write?: Write): Record<string, string> => (write?.challenges?.length ? { 'x-challenge': write.challenges.pop()! } : {});

/** A benchmark of error pages or of searches that find nothing measures nothing: check the answers first. */
export async function expectAnswers(base: string, paths: string[], check: (body: string) => boolean = () => true, write?: Write) {
  const response = await fetch(`${base}${paths[0]}`, write && { method: write.method, body: write.body, headers: { 'Content-Type': 'application/json', ...challengeHeader(write) } });
  const body = await response.text();
  if (!response.ok || !check(body)) throw new Error(`${write?.method ?? 'GET'} ${paths[0]} → ${response.status}: ${body.slice(0, 300)}`);
}

export async function measure(name: string, base: string, paths: string[], write?: Write): Promise<Result> {
  await expectAnswers(base, paths, undefined, write);
  const request = write ? { method: write.method, body: write.body, headers: { 'content-type': 'application/json' } } : { method: 'GET' as const };
  // Each request takes its own solved challenge (a pool that runs out shows as errors in the table).
  const setupRequest = write?.challenges ? (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, ...challengeHeader(write) } }) : undefined;
  return run(
    name,
    base,
    paths.map((path) => ({ ...request, path, ...(setupRequest && { setupRequest }) })),
  );
}

/** Every request a new path from `next` (autocannon otherwise cycles through a fixed list, each connection from its start). */
export async function measureRandom(name: string, base: string, next: () => string): Promise<Result> {
  await expectAnswers(base, [next()]);
  return run(name, base, [{ method: 'GET', setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }]);
}

async function run(name: string, base: string, requests: autocannon.Request[]): Promise<Result> {
  const options = { url: base, connections, duration, requests };
  await autocannon({ ...options, duration: Math.min(2, duration) }); // warm-up: caches, JIT, connection pools
  const r = await autocannon(options);
  const errors = r.errors + r.timeouts + r.non2xx;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

/**
 * Solved challenges for the report write, as a script solves them (native SHA-256). The bench's server
 * asks for the smallest (CHALLENGE_MAX_NUMBER=100), so the write measures the server's side: checking
 * and spending a challenge, then the report (docs/decisions/0016-proof-of-work-challenge.md).
 */
export async function solvedChallenges(base: string, count: number): Promise<string[]> {
  const solveOne = async () => {
    const c = (await (await fetch(`${base}/api/challenge`)).json()) as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
    for (let number = 0; number <= c.maxnumber; number++) {
      if (
        createHash('sha256')
          .update(c.salt + number)
          .digest('hex') !== c.challenge
      )
        continue;
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString('base64');
    }
    throw new Error('A challenge without a solution');
  };
  const solved: string[] = [];
  while (solved.length < count) solved.push(...(await Promise.all(Array.from({ length: Math.min(50, count - solved.length) }, solveOne))));
  return solved;
}
