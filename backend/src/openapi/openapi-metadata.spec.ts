import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The committed metadata is what the tests and `npm run build` load: it must match the sources (docs/decisions/0001-openapi-metadata.md). */
describe('src/openapi-metadata.ts', () => {
  it('is what `npm run openapi:metadata` generates from the DTOs and controllers now', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bazaar-openapi-'));
    try {
      const run = spawnSync(process.execPath, ['scripts/openapi-metadata.mjs', '--out', dir], { encoding: 'utf8' });
      expect({ status: run.status, error: run.status === 0 ? '' : run.stderr.slice(-2000) }).toEqual({ status: 0, error: '' });
      const fresh = readFileSync(join(dir, 'openapi-metadata.ts'), 'utf8');
      if (fresh !== readFileSync('src/openapi-metadata.ts', 'utf8')) {
        throw new Error('src/openapi-metadata.ts is out of date with the DTOs and controllers: run `npm run openapi:metadata -w backend` and commit it.');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
