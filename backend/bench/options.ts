import { join, resolve } from 'node:path';

/** `npm run bench -- --help`: what bench.ts's header says, for the command line. */
export const USAGE = `npm run bench [-- options]   (docs/performance.md)

  --ads N            the largest catalogue (1000000)
  --sizes A,B,C      catalogue sizes, grown one after another (10000,100000,<ads>)
  --duration S       seconds per target (10)
  --connections N    autocannon connections (50)
  --engines E,F      sqlite and/or mysql (sqlite, and mysql when DATABASE_URL is set)
  --data DIR         where the benchmark databases live (bench-data/)
  --targets T,U      http,longtail,floor,alerts,duplicates (all)
  --report FILE      the file whose "Latest \`npm run bench\`" section is replaced (docs/performance.md)
  --help             this text`;

export const ROOT = resolve(process.cwd(), '..');
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);

export const help = args.includes('--help') || args.includes('-h');
const largest = Number(flag('ads', '1000000'));
export const sizes = flag('sizes', [10_000, 100_000, largest].filter((n) => n <= largest).join(','))
  .split(',')
  .map(Number)
  .filter((n, i, all) => n > 0 && all.indexOf(n) === i)
  .sort((a, b) => a - b);
export const duration = Number(flag('duration', '10'));
export const connections = Number(flag('connections', '50'));
export const mysqlUrl = process.env.DATABASE_URL;
export const engines = flag('engines', mysqlUrl ? 'sqlite,mysql' : 'sqlite').split(',') as Engine[];
export const dataRoot = resolve(ROOT, flag('data', 'bench-data'));
export const targets = flag('targets', 'http,longtail,floor,alerts,duplicates').split(',');
export const reportFile = resolve(ROOT, flag('report', 'docs/performance.md'));
/** Given `--report`: a run without the HTTP targets writes its tables only then. */
export const reportGiven = args.includes('--report');
export const measuresApp = targets.includes('http') || targets.includes('longtail');
export const measuresHttp = measuresApp || targets.includes('floor');
export const server = join(ROOT, 'backend/dist/main.js');

export type Engine = 'sqlite' | 'mysql';
