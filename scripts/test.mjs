// `npm test`: the backend's unit and API tests on SQLite and, when it answers, on MySQL/MariaDB
// (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306); then the browser journeys, if any.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'backend', 'package.json'));
const mysqlUrl = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

async function mysqlReachable() {
  try {
    const { createConnection } = require('mysql2/promise');
    const connection = await createConnection({ uri: mysqlUrl, connectTimeout: 3000 });
    await connection.end();
    return true;
  } catch (error) {
    console.warn(`MySQL/MariaDB at ${mysqlUrl} is not reachable (${error.message}): API tests run on SQLite only.`);
    return false;
  }
}

const projects = ['sqlite', ...((await mysqlReachable()) ? ['mariadb'] : [])];
const report = join(tmpdir(), `bazaar-jest-${process.pid}.json`);
const jest = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', require.resolve('jest/bin/jest'), '--selectProjects', ...projects, '--json', '--outputFile', report, ...process.argv.slice(2)],
  { cwd: 'backend', stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } },
);

let summary = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0 };
try {
  summary = JSON.parse(readFileSync(report, 'utf8'));
  rmSync(report);
} catch {
  // jest failed before writing its report; its exit code says so.
}
console.log(`\nengines: ${projects.join(', ')}`);
console.log(`tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests} skipped`);
process.exit(jest.status ?? 1);
