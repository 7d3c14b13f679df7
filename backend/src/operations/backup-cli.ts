import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/app-config';
import { createBackup } from './backup';
import { restoreBackup, RestoreRefused } from './restore';

const USAGE = `Usage:
  npm run backup [-- --out <folder or file.tar.gz>]   archive the database and uploads (default folder: DATA_DIR/backups)
  npm run restore -- <file.tar.gz> [--force]          put an archive back; --force replaces existing data
Both read DATA_DIR and DATABASE_URL like the server. Stop the server before restoring.`;

type Print = (line: string) => void;

/** `npm run backup` and `npm run restore` (scripts/operations.mjs → dist/operations/cli.js). Returns the exit code. */
export async function runCli(argv: string[], env: Record<string, string | undefined>, print: Print = console.log, printError: Print = console.error): Promise<number> {
  const [command, ...args] = argv;
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const positional = args.filter((a, i) => !a.startsWith('--') && !(outIndex >= 0 && i === outIndex + 1));
  const known = command === 'backup' ? ['--out'] : ['--force'];
  const unknown = [...flags].filter((f) => !known.includes(f));
  if (!['backup', 'restore'].includes(command) || unknown.length || (command === 'backup' && (positional.length || (outIndex >= 0 && !out))) || (command === 'restore' && positional.length !== 1)) {
    printError(USAGE);
    return 2;
  }

  let config;
  try {
    config = loadConfig(env, process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      printError(error.message);
      return 1;
    }
    throw error;
  }

  const where = config.database.type === 'sqlite' ? config.database.path : 'DATABASE_URL';
  try {
    if (command === 'backup') {
      const result = await createBackup(config, { out });
      if (result.warning) printError(`tar: ${result.warning}`);
      print(`Backed up the ${result.engine} database (${where}) and ${result.uploads} upload files to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB)`);
    } else {
      const result = await restoreBackup(config, resolve(positional[0]), { force: flags.has('--force') });
      print(`Restored the ${result.engine} database (${where}) and ${result.uploads} upload files from the backup of ${result.createdAt}`);
    }
    return 0;
  } catch (error) {
    printError(error instanceof RestoreRefused ? error.message : `${command} failed: ${(error as Error).message}`);
    return 1;
  }
}
