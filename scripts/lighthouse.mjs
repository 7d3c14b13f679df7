// `npm run lighthouse`: Lighthouse 12 with its mobile defaults (a mid-range phone on slow 4G, simulated) on the
// home page and a results page, in English and Hindi, against the built server on a fresh SQLite database with the
// demo content (run `npm run build` first). Prints each page's four category scores and its LCP, TBT and CLS.
// A measurement for docs/performance.md, not a test: scores move with the machine's load. Options:
//   --url <origin>   measure a server already running there instead of starting one
//   --runs <n>       runs per page (default 3); the median performance score is reported
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/women-seeking-men/mumbai-city', '/hi/', '/hi/women-seeking-men/mumbai-city'];
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '3' } } });

async function freePort() {
  const server = createServer().listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server on a fresh database in a temporary folder; resolves once it answers its health check. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.DATABASE_URL; // always SQLite
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 600 || child.exitCode !== null) throw new Error('the server did not start (is it built? npm run build)');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const server = values.url ? { origin: values.url, stop: () => {} } : await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  console.log(`Lighthouse (mobile defaults), ${values.runs} runs a page, median performance; ${server.origin}\n`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const { lhr } = await lighthouse(`${server.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      runs.push(lhr);
    }
    const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);
    const middle = median(runs.map((lhr) => score(lhr, 'performance')));
    const lhr = runs.find((candidate) => score(candidate, 'performance') === middle);
    const audit = (id) => lhr.audits[id].displayValue;
    console.log(
      `| ${path} | ${middle} (${runs.map((r) => score(r, 'performance')).join(', ')}) | ${score(lhr, 'accessibility')} | ${score(lhr, 'best-practices')} | ${score(lhr, 'seo')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} |`,
    );
  }
} finally {
  chrome.kill();
  server.stop();
}
