// `npm start`: builds whatever is missing (API, storefront, admin console), then runs the one server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const builds = [
  ['backend/dist/main.js', 'backend'],
  ['storefront/dist/index.html', 'storefront'],
  ['admin-ui/dist/index.html', 'admin-ui'],
];

for (const [output, workspace] of builds) {
  if (existsSync(output)) continue;
  console.log(`Building ${workspace}…`);
  const build = spawnSync('npm', ['run', 'build', '--workspace', workspace], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
