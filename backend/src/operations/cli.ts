// Entry of `npm run backup` / `npm run restore` (scripts/operations.mjs): the environment is read here, as in main.ts.
import 'reflect-metadata';
import { runCli } from './backup-cli';

void runCli(process.argv.slice(2), process.env).then((code) => process.exit(code));
