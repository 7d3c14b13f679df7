// `npm start`: builds the API, the storefront and the admin console when their build output is missing or older
// than any of their sources, then runs the one server. A workspace's sources are the files (and directories, so
// that a file removed or renamed counts) listed in `builds` below, plus package-lock.json: after a `git pull` or
// an `npm install` that changed them, it rebuilds and says why, instead of serving the last build.
// Compared by modification time, as make does: a source restored with an older time (tar, rsync -t) goes unseen;
// delete the dist/ directory to force a build.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';

const FRONT_END_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig*.json', 'package.json'];

// `seconds`: what a first build took on a 2-core machine, said before it starts so that a first start is not silence.
const builds = [
  {
    workspace: 'backend',
    label: 'the API server',
    seconds: 60,
    output: 'dist/main.js',
    // nest-cli.json and the tsconfig.json that backend/tsconfig*.json extend live at the root; spec files are not built.
    sources: ['src', 'tsconfig*.json', 'package.json', 'scripts/openapi-metadata.mjs', '../nest-cli.json', '../tsconfig.json'],
    ignore: /\.spec\.ts$/,
  },
  { workspace: 'storefront', label: 'the storefront', seconds: 30, output: 'dist/index.html', sources: FRONT_END_SOURCES },
  { workspace: 'admin-ui', label: 'the admin console', seconds: 30, output: 'dist/index.html', sources: FRONT_END_SOURCES },
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
  console.log(`Building ${build.label} (${reason}; about ${build.seconds} s)…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--workspace', build.workspace], { stdio: 'inherit' });
  if (result.status !== 0) {
    // A failed build may have written its output anyway (tsc emits despite type errors): dated 1970, it is older
    // than every source, so the next start builds again, and the file is still there for whoever wants it.
    const output = join(build.workspace, build.output);
    if (stat(output)) utimesSync(output, 0, 0);
    process.exit(result.status ?? 1);
  }
  console.log(`Built ${build.label} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/**
 * The first start without ADMIN_PASSWORD: the server generates the admin's password, writes it to a file only the
 * app's user can read, and names that file over the IPC channel (never the secret, which stays out of the logs).
 * Shown here once, to a terminal only: when the output goes to a file or a log collector, the file is named instead.
 */
function showInitialAdmin(file) {
  let email, password;
  try {
    [email, password] = readFileSync(file, 'utf8').split('\n');
  } catch {
    return;
  }
  if (!process.stdout.isTTY) return void console.log(`The first admin's e-mail and password are in ${file}.`);
  console.log(
    [
      '',
      'Sign in to the admin console (/admin) as the first admin:',
      `  e-mail:   ${email}`,
      `  password: ${password}`,
      `Shown once; also kept in ${file} until you delete it. The console asks for a new password at first sign-in.`,
      '',
    ].join('\n'),
  );
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
server.on('message', (message) => {
  if (typeof message?.initialAdminPasswordFile === 'string') showInitialAdmin(message.initialAdminPasswordFile);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
