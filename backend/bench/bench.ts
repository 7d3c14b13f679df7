/**
 * `npm run bench [-- --ads 1000000 --sizes 10000,100000,1000000 --duration 10 --connections 50]`
 * (also `--engines sqlite,mysql`, `--data <dir>` for the databases, default bench-data/, and
 * `--targets http,alerts` to run only some; the test suite runs a small smoke run)
 *
 * For each engine (SQLite; MySQL/MariaDB too when DATABASE_URL is set) it grows one benchmark
 * database through the sizes (seeding the difference with `npm run seed`), starts the built app on
 * it and measures with autocannon, in one run: a plain Express and a NestJS hello-world (the
 * ceilings, before and after the app), the search API variants asked again and again (`repeated`:
 * about a hundred questions, mostly answered from kept answers), the ad API and the home and search
 * page HTML, then the long tail (bench/long-tail.ts; `--targets longtail`): every request a new
 * question drawn from the seeded data, and a mix of them while a seller edits an ad a second, and the floor under those
 * (bench/floor.ts; `--targets floor`): plain Express reading random ads by primary key, with nothing else the app does.
 * It prints requests per second, p50 and p99 latency and the ratios to the better
 * Express run, then how each figure changes across the sizes, and the storefront's JavaScript and
 * CSS sizes (gzipped). Each database also gets a tenth as many saved searches as ads, and
 * bench/alert-matching.ts measures what matching one new ad against them costs; bench/duplicate-check.ts
 * what duplicate detection costs per new ad (`--targets duplicates`; its table goes into the report too). The same tables go into
 * the section "Latest `npm run bench`" of docs/performance.md (`--report <file>` for another file), replaced on each run.
 *
 * This file runs the steps; the command line is read in options.ts, databases are grown in databases.ts, load is
 * generated in load.ts (autocannon), the HTTP targets live in targets.ts and the tables are written by report.ts.
 */
import { loadavg } from 'node:os';
import { alertMatching, duplicateCheck, prepareDatabase } from './databases';
import type { DuplicateCheckResult } from './duplicate-check';
import type { Result } from './load';
import { storageFacts } from './long-tail';
import { connections, duration, engines, help, measuresApp, measuresHttp, reportGiven, sizes, targets, USAGE } from './options';
import { duplicateReport, fmt, frontEndSizes, print, reportTable, scalingReport, writeReport } from './report';
import { benchApp, ceilings, ensureBuilt, floor } from './targets';

async function main() {
  if (measuresHttp) ensureBuilt();
  /** The run in Markdown, for the report section: one table per engine and size, then the scaling. */
  const report: string[] = [];
  /** Notes printed under a run's table (the writer's figures). */
  const notes: string[] = [];
  /** What duplicate detection cost per new ad, per engine and size (bench/duplicate-check.ts). */
  const duplicateChecks: (DuplicateCheckResult & { engine: string })[] = [];
  const table = new Map<string, Map<number, Result>>();
  for (const engine of engines) {
    for (const size of sizes) {
      const { env, have } = await prepareDatabase(engine, size);
      if (targets.includes('alerts')) alertMatching(env);
      if (targets.includes('duplicates')) duplicateChecks.push({ engine, ...duplicateCheck(env) });
      if (!measuresHttp) continue;
      const storage = await storageFacts(engine, env.DATA_DIR, env.DATABASE_URL || undefined);
      // The ceilings are measured before and after the app, and the better Express run is the yardstick:
      // a moment of load elsewhere on the machine during one Express run would otherwise flatter every ratio.
      const loadBefore = loadavg()[0].toFixed(1);
      const before = await ceilings();
      notes.length = 0;
      const app = [...(measuresApp ? await benchApp(env, engine, notes) : []), ...(targets.includes('floor') ? await floor(env) : [])];
      const after = await ceilings();
      const ceiling = [before[0], after[0]].reduce((best, r) => (r.rps > best.rps ? r : best));
      const hello = [before, after].flatMap(([express, nest], i) => [express, nest].map((r) => ({ ...r, name: `${r.name} (${i ? 'after' : 'before'})` })));
      print(
        `${engine}, ${fmt(Math.max(size, have))} ads, ${connections} connections, ${duration} s each, load average ${loadBefore} before, ${loadavg()[0].toFixed(1)} after`,
        [...hello, ...app],
        ceiling,
      );
      console.log([storage, ...notes].join('\n'));
      reportTable(report, `${engine}, ${fmt(Math.max(size, have))} ads (load average ${loadBefore} before)`, [...hello, ...app], ceiling, [storage, ...notes]);
      for (const r of app) {
        const key = `${engine}: ${r.name}`;
        if (!table.has(key)) table.set(key, new Map());
        table.get(key)!.set(size, { ...r, rps: r.rps / ceiling.rps });
      }
    }
  }
  if (sizes.length > 1 && table.size) scalingReport(report, table);
  if (duplicateChecks.length) duplicateReport(report, duplicateChecks);
  if (!measuresHttp) {
    // A run without the HTTP targets does not replace the report's tables, unless it was given a file of its own.
    if (reportGiven && report.length) writeReport(report);
    return;
  }
  const front = frontEndSizes();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const parts = front.languages.map((l) => `${l.language} ${kb(l.js)} = entry ${kb(l.entry)} + texts ${kb(l.texts)} + home route and the rest ${kb(l.rest)}`).join('; ');
  const over = front.languages.filter((l) => l.js >= front.budget).map((l) => l.language);
  const sizesLine =
    `Storefront home page (everything its first load fetches): JavaScript ${kb(front.js)} gzipped in English, ${kb(front.hindiJs)} in Hindi, budget ${kb(front.budget)}` +
    `${over.length ? ` (OVER in ${over.join(', ')})` : ''} (${parts}); CSS ${kb(front.css)} gzipped`;
  console.log(`\n${sizesLine} (${front.files.join(', ')})`);
  writeReport([...report, `${sizesLine}.`, '']);
}

if (help) console.log(USAGE);
else
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
