// `npm run check:openapi-metadata` (a static check of `npm test`): backend/src/openapi-metadata.ts, which the
// tests and `npm run build` load instead of running the Swagger compiler plugin, must be what
// `npm run openapi:metadata -w backend` generates from today's DTOs and controllers
// (docs/decisions/0001-openapi-metadata.md). The generator type-checks the whole backend (about 35 s on two
// cores), which is why this is a static check and not a unit spec: it kept `jest src` at twice its time (issue 40).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'backend');
const committed = join(backend, 'src', 'openapi-metadata.ts');
const dir = mkdtempSync(join(tmpdir(), 'bazaar-openapi-'));
try {
  const run = spawnSync(process.execPath, ['scripts/openapi-metadata.mjs', '--out', dir], { cwd: backend, encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(`backend/scripts/openapi-metadata.mjs failed (exit ${run.status ?? run.signal}):\n${(run.stderr || run.stdout).slice(-2000)}`);
    process.exitCode = 1;
  } else if (readFileSync(join(dir, 'openapi-metadata.ts'), 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error('backend/src/openapi-metadata.ts is out of date with the DTOs and controllers: run `npm run openapi:metadata -w backend` and commit it.');
    process.exitCode = 1;
  } else {
    console.log('backend/src/openapi-metadata.ts matches the DTOs and controllers.');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
