// What `npm test` needs beyond node_modules, on a fresh Debian machine of the developers' and CI's kind
// (docs/testing.md): Debian's Chromium for the browser journeys (never a downloaded browser),
// the MariaDB client tools for the MySQL backup test, poppler-utils to read back the PDF invoices and
// statements, and the local MariaDB server running. Installed with apt-get when we are root; otherwise
// a note says what will be skipped (or, for the PDF tests, fail).
import { spawnSync } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';
const MARIADB_SERVER = '/usr/sbin/mariadbd';

const isRoot = () => process.getuid?.() === 0;
const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)));
const note = (text) => console.log(`npm test: ${text}`);

/** The Debian packages this run needs and lacks, with what each is for. */
function missingPackages({ browser }) {
  const missing = [];
  if (browser && !existsSync(CHROMIUM)) missing.push({ name: 'chromium', for: 'the browser journeys (e2e/)', recommends: true });
  const client = (onPath('mariadb-dump') || onPath('mysqldump')) && (onPath('mariadb') || onPath('mysql'));
  if (!client) missing.push({ name: 'mariadb-client', for: 'the backup and restore test on MariaDB (mariadb-dump, mariadb)' });
  if (!['pdftotext', 'pdftoppm', 'pdffonts'].every(onPath)) missing.push({ name: 'poppler-utils', for: 'the invoice and statement PDF tests (pdftotext, pdftoppm, pdffonts)', fails: true });
  return missing;
}

/** apt-get, quiet, into one log file; on failure its last lines are shown. */
function apt(args, log) {
  const fd = openSync(log, 'a');
  try {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', fd, fd], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status === 0) return true;
    note(`apt-get ${args.join(' ')} failed (${run.error?.message ?? `exit ${run.status}`}); last lines of ${log}:`);
    console.log(readFileSync(log, 'utf8').trimEnd().split('\n').slice(-10).join('\n'));
    return false;
  } finally {
    closeSync(fd);
  }
}

function installPackages({ browser }) {
  const missing = missingPackages({ browser });
  if (!missing.length) return;
  const names = missing.map((p) => p.name).join(', ');
  if (!isRoot()) {
    for (const p of missing) note(`${p.name} is missing and only root can install it (apt-get install ${p.name}): ${p.for} will ${p.fails ? 'fail' : 'be skipped'}.`);
    return;
  }
  const log = join(tmpdir(), `bazaar-apt-${process.pid}.log`);
  note(`installing ${names} with apt-get (${missing.map((p) => `${p.name}: ${p.for}`).join('; ')}); log: ${log}`);
  const started = Date.now();
  if (!apt(['update', '-qq'], log)) return;
  // Chromium with its recommended fonts, so that pages render as users see them; the client tools without extras.
  const groups = [missing.filter((p) => p.recommends), missing.filter((p) => !p.recommends)];
  for (const group of groups.filter((g) => g.length)) {
    apt(['install', '-y', '-qq', ...(group[0].recommends ? [] : ['--no-install-recommends']), ...group.map((p) => p.name)], log);
  }
  const still = missingPackages({ browser });
  note(still.length ? `still missing after apt-get: ${still.map((p) => p.name).join(', ')}` : `installed ${names} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * The local MariaDB server, when it is installed but not answering (a machine just booted): started as
 * Debian's own scripts would, then awaited for up to 30 s. Another TEST_MYSQL_URL is left to its owner.
 */
async function startMariadb(reachable) {
  if (process.env.TEST_MYSQL_URL || !existsSync(MARIADB_SERVER) || (await reachable())) return;
  if (!isRoot()) return note(`MariaDB is installed but not answering, and only root can start it: the API tests run on SQLite only.`);
  note('MariaDB is installed but not answering: starting it');
  spawnSync('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', MARIADB_SERVER], { stdio: 'ignore' });
  for (let i = 0; i < 30; i += 1) {
    if (await reachable()) return note('MariaDB is up');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Installs and starts what this run needs; `reachable` says whether the MySQL/MariaDB server answers. */
export async function prepareMachine({ browser, reachable }) {
  installPackages({ browser });
  await startMariadb(reachable);
}
