// `npm start`: builds the API, the storefront and the admin console when their build output is missing or older
// than any of their sources, then runs the one server. A workspace's sources are the files (and directories, so
// that a file removed or renamed counts) listed in `builds` below, plus package-lock.json: after a `git pull` or
// an `npm install` that changed them, it rebuilds and says why, instead of serving the last build.
// Compared by modification time, as make does: a source restored with an older time (tar, rsync -t) goes unseen;
// delete the dist/ directory to force a build.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';

const FRONT_END_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig*.json', 'package.json'];

const builds = [
  {
    workspace: 'backend',
    output: 'dist/main.js',
    // nest-cli.json and the tsconfig.json that backend/tsconfig*.json extend live at the root; spec files are not built.
    sources: ['src', 'tsconfig*.json', 'package.json', 'scripts/openapi-metadata.mjs', '../nest-cli.json', '../tsconfig.json'],
    ignore: /\.spec\.ts$/,
  },
  { workspace: 'storefront', output: 'dist/index.html', sources: FRONT_END_SOURCES },
  { workspace: 'admin-ui', output: 'dist/index.html', sources: FRONT_END_SOURCES },
];

function stat(path) {
  try {
    return statSync(path);
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Keeps in `found` the newest of `path` and, for a directory, everything under it (a file rather than its directory on a tie). */
function newest(path, ignore, found) {
  const stats = stat(path);
  if (!stats || ignore?.test(path)) return;
  const directory = stats.isDirectory();
  if (directory) for (const name of readdirSync(path)) newest(join(path, name), ignore, found);
  if (stats.mtimeMs > found.time) Object.assign(found, { path, time: stats.mtimeMs, directory });
}

/** Paths in `dir` named by `pattern`, where `*` stands for any characters. */
function expand(dir, pattern) {
  if (!pattern.includes('*')) return [join(dir, pattern)];
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return readdirSync(dir)
    .filter((name) => regex.test(name))
    .map((name) => join(dir, name));
}

/** Why `workspace` needs building, or undefined when its output is newer than all its sources. */
function staleness({ workspace, output, sources, ignore }) {
  const built = stat(join(workspace, output));
  if (!built) return `${output} is missing`;
  const paths = [...sources.flatMap((pattern) => expand(workspace, pattern)), 'package-lock.json'];
  const found = { path: undefined, time: -Infinity, directory: false };
  for (const path of paths) newest(path, ignore, found);
  if (found.time <= built.mtimeMs) return undefined;
  const name = relative(workspace, found.path);
  const shown = name.startsWith('..') ? `${relative('.', found.path)} (at the root)` : name;
  const kind = found.directory ? '/ (a file added, removed or renamed there)' : '';
  return `${shown}${kind} is newer than ${output}`;
}

for (const build of builds) {
  const reason = staleness(build);
  if (!reason) continue;
  console.log(`Building ${build.workspace}: ${reason}`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', build.workspace], { stdio: 'inherit' });
  if (result.status !== 0) {
    // A failed build may have written its output anyway (tsc emits despite type errors): dated 1970, it is older
    // than every source, so the next start builds again, and the file is still there for whoever wants it.
    const output = join(build.workspace, build.output);
    if (stat(output)) utimesSync(output, 0, 0);
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
