/**
 * What bench.ts prints and writes: a table per engine and size on the console and in Markdown, the scaling across
 * sizes, the duplicate check's table and the storefront's sizes; the Markdown replaces the section "Latest `npm run
 * bench`" of the report file (docs/performance.md unless `--report`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DuplicateCheckResult } from './duplicate-check';
import type { Result } from './load';
import { connections, duration, reportFile, ROOT, sizes } from './options';

export const fmt = (n: number) => Math.round(n).toLocaleString('en-IN');

const REPORT_START = '<!-- npm run bench replaces from here to the end marker; edit outside it -->';
const REPORT_END = '<!-- end of the npm run bench section -->';

/** One engine and size on the console, with the ratios to the better Express run. */
export function print(title: string, results: Result[], ceiling: Result) {
  console.log(`\n${title}`);
  console.log(`${'target'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× Express rps'.padStart(14)} ${'× Express p99'.padStart(14)} errors`);
  for (const r of results) {
    const ratio = (r.rps / ceiling.rps).toFixed(2);
    const p99 = (r.p99 / Math.max(1, ceiling.p99)).toFixed(2);
    console.log(`${r.name.padEnd(44)} ${fmt(r.rps).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(14)} ${p99.padStart(14)} ${r.errors}`);
  }
}

/** The same in Markdown, with the notes under it. */
export function reportTable(report: string[], title: string, results: Result[], ceiling: Result, notes: string[]) {
  report.push(`#### ${title}`, '', '| target | req/s | p50 ms | p99 ms | × Express req/s | × Express p99 | errors |', '|---|---|---|---|---|---|---|');
  for (const r of results) report.push(`| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling.rps).toFixed(2)} | ${(r.p99 / Math.max(1, ceiling.p99)).toFixed(2)} | ${r.errors} |`);
  report.push('', ...notes.map((note) => `- ${note}`), '');
}

/** Throughput as a share of the Express ceiling, per target (`engine: name`) and size, on the console and in Markdown. */
export function scalingReport(report: string[], table: Map<string, Map<number, Result>>) {
  console.log(`\nScaling: throughput as a share of the Express ceiling, by catalogue size (ratio smallest/largest)`);
  report.push(`#### Scaling: share of the Express ceiling by catalogue size`, '', `| target | ${sizes.map(fmt).join(' | ')} | smallest ÷ largest |`, `|---|${sizes.map(() => '---|').join('')}---|`);
  for (const [key, bySize] of table) {
    const shares = sizes.map((s) => bySize.get(s)?.rps ?? NaN);
    const change = shares[0] / shares[shares.length - 1];
    console.log(`${key.padEnd(40)} ${shares.map((x) => x.toFixed(2).padStart(6)).join(' ')}   ×${change.toFixed(2)}`);
    report.push(`| ${key} | ${shares.map((x) => x.toFixed(2)).join(' | ')} | ${change.toFixed(2)} |`);
  }
  report.push('');
}

/** What duplicate detection cost per new ad, per engine and size (bench/duplicate-check.ts). */
export function duplicateReport(report: string[], duplicateChecks: (DuplicateCheckResult & { engine: string })[]) {
  const ms = (n: number) => n.toFixed(2);
  report.push(
    '#### Duplicate check per new ad',
    '',
    'similarTo and record in one transaction (rolled back) for copies of live ads: one in ten exact by the same seller, the rest by another seller with two words and two photo-hash bits changed (bench/duplicate-check.ts).',
    '',
    '| engine | ads | fingerprints | similarTo p50 / p99 ms | record p50 / p99 ms | both p50 / p99 / max ms | copied ad found | from its text alone (≥ 0.8 similar) | answers per ad |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const d of duplicateChecks)
    report.push(
      `| ${d.engine} | ${fmt(d.ads)} | ${fmt(d.fingerprints)} | ${ms(d.similarTo.p50)} / ${ms(d.similarTo.p99)} | ${ms(d.record.p50)} / ${ms(d.record.p99)} | ${ms(d.total.p50)} / ${ms(d.total.p99)} / ${ms(d.total.max)} | ${(d.found * 100).toFixed(0)} % | ${(d.foundByTextAlone * 100).toFixed(0)} % | ${d.answers.toFixed(1)} |`,
    );
  report.push('');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The product brief's quality bar (docs/performance.md, "Where the targets stand"): the home page's JavaScript under 250 KB gzipped. */
export const HOME_PAGE_BUDGET_BYTES = 250 * 1024;

/** What a first load of the home page starts at once besides the entry (storefront/src/main.tsx). */
const STARTED_WITH_THE_ENTRY = ['src/app/HomeRoute.tsx', 'src/pwa/service-worker.ts'];

/**
 * What the home page's first load fetches, in English and in Hindi (docs/decisions/0036): the entry and everything it
 * imports statically (Vite's manifest), the texts of the page's language (a chunk each, storefront/src/i18n/index.ts),
 * the home route's chunk with its static imports and the service worker's registration (both imported by the entry at
 * once), and the classic scripts index.html names (the 18+ gate). Chunks loaded on demand (a dialog, the search popup,
 * the side menu, toasts, the signed-in Inbox link) are not counted. Each part is also given alone, so a change shows
 * where it landed.
 */
export function frontEndSizes() {
  const dist = join(ROOT, 'storefront/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`storefront/dist/.vite/manifest.json has no ${key}: was it renamed? (backend/bench/report.ts)`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((css) => files.add(css));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...files];
  };
  const gzipped = new Map<string, number>();
  const size = (assets: string[], ext = '.js') =>
    assets.filter((a) => a.endsWith(ext)).reduce((sum, a) => sum + (gzipped.get(a) ?? gzipped.set(a, gzipSync(readFileSync(join(dist, a))).length).get(a)!), 0);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const classicScripts = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
  const entry = closure(['index.html']);
  const languages = (['en', 'hi'] as const).map((language) => {
    const texts = closure([`src/i18n/locales/${language}/index.ts`]).filter((file) => !entry.includes(file));
    const whole = [...new Set([...entry, ...texts, ...closure(STARTED_WITH_THE_ENTRY), ...classicScripts])];
    const rest = whole.filter((file) => !entry.includes(file) && !texts.includes(file));
    return { language, entry: size(entry), texts: size(texts), rest: size(rest), js: size(whole), files: whole };
  });
  const [english, hindi] = languages;
  return { languages, js: english.js, hindiJs: hindi.js, css: size(english.files, '.css'), files: english.files, budget: HOME_PAGE_BUDGET_BYTES };
}

/** Replaces the report section of the file (added at its end the first time). */
export function writeReport(lines: string[]) {
  const section = [
    REPORT_START,
    '### Latest `npm run bench`',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${connections} connections, ${duration} s per target; ratios to the better of two Express hello-world runs (before and after the app). ` +
      '`repeated …` rows ask about a hundred questions again and again, so they measure kept answers; `long tail …` rows ask a new question drawn from the seeded data on every request.',
    '',
    ...lines,
    REPORT_END,
  ].join('\n');
  const text = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const [start, end] = [text.indexOf(REPORT_START), text.indexOf(REPORT_END)];
  const next = start !== -1 && end > start ? `${text.slice(0, start)}${section}${text.slice(end + REPORT_END.length)}` : `${text.trimEnd()}${text ? '\n\n' : ''}${section}\n`;
  writeFileSync(reportFile, next);
  console.log(`\nWrote the tables to ${reportFile}`);
}
