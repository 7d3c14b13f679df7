// `npm test`: the static checks (the front ends' API types rendered, type checks of the three workspaces, the committed
// OpenAPI metadata, the backend's and the storefront's folder boundaries, file sizes, ESLint and `prettier --check`);
// the front ends' own tests (vitest, in each workspace with a `test` script); the backend's unit and API tests on
// SQLite and, when it answers, on MySQL/MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306); then the
// browser journeys (e2e/) in Debian's Chromium, when /usr/bin/chromium exists. Arguments select backend tests and
// skip the static checks, the front ends' tests and the browser journeys. A failed check fails the run but the tests
// still run, so one run shows everything.
// First it installs what a fresh machine lacks (test-machine.mjs), so `npm ci && npm test` is all CI runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, prepareMachine } from './test-machine.mjs';

const require = createRequire(join(process.cwd(), 'backend', 'package.json'));
const mysqlUrl = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

async function mysqlReachable({ quiet = false } = {}) {
  try {
    const { createConnection } = require('mysql2/promise');
    const connection = await createConnection({ uri: mysqlUrl, connectTimeout: 3000 });
    await connection.end();
    return true;
  } catch (error) {
    if (!quiet) console.warn(`MySQL/MariaDB at ${mysqlUrl} is not reachable (${error.message}): API tests run on SQLite only.`);
    return false;
  }
}

const browser = process.argv.length <= 2;
const staticChecks = browser; // all three skipped when arguments select backend tests
const frontEndTests = browser;
await prepareMachine({ browser, reachable: () => mysqlReachable({ quiet: true }) });

const projects = ['sqlite', ...((await mysqlReachable()) ? ['mariadb'] : [])];
const jestBin = require.resolve('jest/bin/jest');
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/**
 * Jest's heap (its workers get the same flags). ESM test modules are not freed between suites (node's vm modules): run
 * in one process, the backend's ~120 suites passed V8's default 4 GB limit (out of memory after 20 minutes). The backend
 * now replaces its worker once it passes 1 GB after a suite (backend/jest.config.mjs), so this is a ceiling for one
 * suite, not for the run. The machines have 24 GB.
 */
const JEST_HEAP_MB = 12_288;

/** Runs jest with a JSON report and returns its exit status and counts. */
function runJest(name, args, cwd) {
  const report = join(tmpdir(), `bazaar-jest-${name}-${process.pid}.json`);
  const run = spawnSync(process.execPath, [`--max-old-space-size=${JEST_HEAP_MB}`, '--experimental-vm-modules', jestBin, ...args, '--json', '--outputFile', report], { cwd, stdio: 'inherit', env });
  return { status: run.status ?? 1, ...countsIn(report) };
}

/** The counts of a jest or vitest JSON report (vitest writes jest's fields), which is then removed; zeros when the runner failed before writing it (its exit status says so). */
function countsIn(report) {
  try {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests = 0 } = JSON.parse(readFileSync(report, 'utf8'));
    rmSync(report);
    return { passed: numPassedTests, failed: numFailedTests, skipped: numPendingTests + numTodoTests };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

/** The front ends whose package.json has a `test` script (vitest), in the order they run. */
const FRONT_ENDS = ['storefront', 'admin-ui'].filter((workspace) => JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')).scripts?.test);

/** Runs a front end's `npm test` (vitest run) with vitest's JSON report beside its usual output, and returns its exit status and counts. */
function runVitest(workspace) {
  console.log(`\n${workspace} tests (vitest)…`);
  const report = join(tmpdir(), `bazaar-vitest-${workspace}-${process.pid}.json`);
  const run = spawnSync('npm', ['run', '--silent', 'test', '-w', workspace, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { stdio: 'inherit', env });
  if (run.error) console.error(`${workspace} tests: ${run.error.message}`);
  return { status: run.status ?? 1, ...countsIn(report) };
}

/** Runs one static check (a command from node_modules/.bin, npm or node) and returns its name and whether it passed. */
function runCheck(name, command, args) {
  console.log(`\n${name}…`);
  const bin = { npm: 'npm', node: process.execPath }[command] ?? join('node_modules', '.bin', command);
  const run = spawnSync(bin, args, { stdio: 'inherit', env });
  if (run.error) console.error(`${name}: ${run.error.message}`);
  return { name, ok: run.status === 0 };
}

// Static checks first, each run even when another failed (`npm run typecheck` and `npm run lint` run them alone).
const checks = staticChecks
  ? [
      // The front ends' API types from the committed OpenAPI document, as `npm run typecheck` first writes them.
      runCheck('API types', 'node', ['scripts/api-types.mjs', '--render']),
      runCheck('typecheck backend', 'tsc', ['-p', 'backend', '--noEmit']),
      runCheck('typecheck storefront', 'tsc', ['-p', 'storefront/tsconfig.json']),
      runCheck('typecheck admin-ui', 'tsc', ['-p', 'admin-ui/tsconfig.json']),
      // What the Swagger compiler plugin reads from the sources, committed for SWC's builds (about 30 s: it type-checks the backend).
      runCheck('OpenAPI metadata', 'node', ['scripts/check-openapi-metadata.mjs']),
      runCheck('backend boundaries', 'npm', ['run', '--silent', 'check:boundaries', '-w', 'backend']),
      runCheck('storefront boundaries', 'npm', ['run', '--silent', 'check:boundaries', '-w', 'storefront']),
      runCheck('file sizes', 'node', ['scripts/check-file-size.mjs']),
      runCheck('eslint', 'eslint', ['.']),
      runCheck('prettier --check', 'prettier', ['--check', '.']),
    ]
  : [];

// The front ends' own tests, each run even when another failed; counted with the others below.
const frontEnds = frontEndTests ? FRONT_ENDS.map(runVitest) : [];
const frontEndSum = (key) => frontEnds.reduce((total, part) => total + part[key], 0);
const frontEnd =
  frontEnds.length > 0 ? { status: frontEnds.find((part) => part.status !== 0)?.status ?? 0, passed: frontEndSum('passed'), failed: frontEndSum('failed'), skipped: frontEndSum('skipped') } : null;
let frontEndNote;
if (!frontEndTests) frontEndNote = 'front ends skipped: arguments select backend tests (run them alone with `npm test -w storefront` or `-w admin-ui`)';
else if (!frontEnd) frontEndNote = 'front ends: no tests (neither storefront nor admin-ui has a `test` script)';
else frontEndNote = `front ends: ${frontEnd.passed} passed, ${frontEnd.failed} failed, ${frontEnd.skipped} skipped (${FRONT_ENDS.join(', ')})`;

// The caller's arguments go first: --selectProjects takes every word after it as a project name.
const backend = runJest('backend', [...process.argv.slice(2), '--selectProjects', ...projects], 'backend');

let e2e = null;
let e2eNote;
if (!browser) e2eNote = 'browser tests skipped: arguments select backend tests (run them alone with `npm run test:e2e`)';
else if (!existsSync(CHROMIUM)) e2eNote = `browser tests SKIPPED: ${CHROMIUM} is missing (apt-get install chromium as root; npm test installs it when run as root)`;
else {
  console.log('\nBrowser journeys (e2e/) in Chromium…');
  e2e = runJest('e2e', ['-c', 'e2e/jest.config.mjs'], '.');
}

console.log(`\nengines: ${projects.join(', ')}`);
console.log(
  staticChecks
    ? `static checks: ${checks.map((check) => `${check.name} ${check.ok ? 'ok' : 'FAILED'}`).join(', ')}`
    : 'static checks skipped: arguments select backend tests (run them alone with `npm run typecheck` and `npm run lint`)',
);
console.log(frontEndNote);
console.log(`backend: ${backend.passed} passed, ${backend.failed} failed, ${backend.skipped} skipped`);
console.log(e2e ? `e2e: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped` : e2eNote);
const all = [...(frontEnd ? [frontEnd] : []), backend, ...(e2e ? [e2e] : [])];
const sum = (key) => all.reduce((total, part) => total + part[key], 0);
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(all.find((part) => part.status !== 0)?.status ?? (checks.every((check) => check.ok) ? 0 : 1));
