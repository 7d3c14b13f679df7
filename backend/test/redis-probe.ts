import { spawnSync } from 'node:child_process';

/** The Redis the tests share (docs/testing.md); each test keeps its keys under a prefix of its own. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers a PING, else why not. Asked from a child process so that the answer is there
 * when jest collects the tests (describe.skip must be chosen then, and test files are not ESM to tsc).
 */
export function redisReachable(): true | string {
  const { hostname, port } = new URL(REDIS_URL);
  const probe = `const socket = require('node:net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)});
    socket.setTimeout(2000, () => { console.log('no answer within 2 s'); process.exit(1); });
    socket.on('error', (error) => { console.log(error.message); process.exit(1); });
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => { const pong = data.toString().startsWith('+PONG'); if (!pong) console.log(data.toString().trim()); process.exit(pong ? 0 : 1); });`;
  const run = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 5000 });
  return run.status === 0 ? true : run.stdout.trim() || run.error?.message || 'no answer';
}
