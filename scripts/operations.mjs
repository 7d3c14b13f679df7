// `npm run backup [-- --out <dir|file.tar.gz>]` and `npm run restore -- <file> [--force]`: the
// compiled backend's operations CLI (backend/src/operations/backup-cli.ts), built first if missing.
// Runs from the repository root, so DATA_DIR=./data means the same folder as for `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const cli = 'backend/dist/operations/cli.js';
if (!existsSync(cli)) {
  console.log('Building backend…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'backend'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
