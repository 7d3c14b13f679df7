import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

type Document = { paths: Record<string, Record<string, { operationId: string }>> };

const SOURCES = join(process.cwd(), 'src');

/** Controller class name → its file, relative to backend/src. */
function controllerFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.controller.ts')) continue;
    const path = join(SOURCES, entry);
    for (const [, name] of readFileSync(path, 'utf8').matchAll(/export class (\w+Controller)\b/g)) files.set(name, relative(SOURCES, path));
  }
  return files;
}

/**
 * The route table of docs/api.md, from the OpenAPI document: one row per operation, by path, with the
 * controller file that serves it (operation ids are `<Controller>_<method>`).
 */
export function routeTable(document: Document): string {
  const files = controllerFiles();
  const rows = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, { operationId }]) => {
      const [controller, handler] = operationId.split('_');
      return `| ${method.toUpperCase()} | \`${path}\` | \`${files.get(controller) ?? `? ${controller}`}\` ${handler} |`;
    }),
  );
  rows.sort((a, b) => a.split('|')[2].localeCompare(b.split('|')[2]) || a.localeCompare(b));
  return ['| method | path | controller (backend/src/…) and handler |', '|---|---|---|', ...rows].join('\n');
}

/** The table as docs/api.md has it (between its "Route table" heading and the next blank line). */
export function documentedRouteTable(markdown: string): string {
  const start = markdown.indexOf('| method | path |');
  if (start < 0) return '';
  const end = markdown.indexOf('\n\n', start);
  return markdown.slice(start, end < 0 ? undefined : end).trim();
}
