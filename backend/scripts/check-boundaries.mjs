// Keeps the backend's folder rules (docs/decisions/0007-modules-by-domain.md) where ESLint cannot see them:
// - no cycle between the top-level folders of src/ (import-x/no-cycle in eslint.config.mjs checks files only:
//   ads/ → moderation/ and moderation/ → ads/ through different files is a cycle of folders it lets pass);
// - the lower layers import only what is below them: config/ nothing, common/ config/, database/ common/ and
//   config/, including database/migrations/, which ESLint skips as generated code; mail/ those three, as the
//   domains register what its unsubscribe links turn off (mail/unsubscribe-topics.ts) instead of mail/ calling them;
// - auth/ signs people in and knows no other domain's answers: the profile with its balance is composed in
//   profile/, unsubscribing is mail/'s (issue 40).
// Type-only imports count too: a folder that names another's types depends on it. Unit specs do not: a test may
// borrow another folder's code to build what it checks.
// Run: npm run check:boundaries -w backend
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src');
/** What each lower layer may import besides itself. */
const LAYERS = { config: [], common: ['config'], database: ['common', 'config'], mail: ['common', 'config', 'database'] };
/** Folders a domain must not import, and why. */
const FORBIDDEN = {
  auth: { folders: ['wallet', 'saved-searches'], why: 'the profile with its balance is composed in profile/, unsubscribe links are carried out by mail/' },
};
/** Written by `npm run openapi:metadata`: it names every DTO's folder, as the app's composition does. */
const GENERATED = join(src, 'openapi-metadata.ts');

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts') && path !== GENERATED) yield path;
  }
}

/** The top folder of src/ a path is in ("ads", "database", …), or "" for the files at the root (main.ts, app.module.ts). */
const folder = (path) => {
  const parts = relative(src, path).split(sep);
  return parts.length > 1 ? parts[0] : '';
};

const isDirectory = (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** folder → folder it imports → the first file that does. */
const edges = new Map();
const problems = [];
for (const file of sourceFiles(src)) {
  const from = folder(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), spec);
    const to = folder(isDirectory(target) ? join(target, 'index.ts') : target); // '../ads': the folder's index
    if (!from || !to || to === from) continue;
    if (from in LAYERS && !LAYERS[from].includes(to))
      problems.push(`${relative(src, file)} imports ${to}/ ('${spec}'): ${from}/ may import only ${LAYERS[from].map((f) => `${f}/`).join(' and ') || 'nothing else'}`);
    if (FORBIDDEN[from]?.folders.includes(to)) problems.push(`${relative(src, file)} imports ${to}/ ('${spec}'): ${from}/ must not (${FORBIDDEN[from].why})`);
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, relative(src, file));
  }
}

// Cycles: Tarjan's strongly connected components of the folder graph; each with more than one folder is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
function visit(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) !== index.get(node)) return;
  const component = stack.splice(stack.indexOf(node));
  if (component.length < 2) return;
  const links = component.flatMap((a) => [...(edges.get(a) ?? [])].filter(([b]) => component.includes(b)).map(([b, file]) => `  ${a}/ → ${b}/ (${file})`));
  problems.push(`import cycle between ${component.map((f) => `${f}/`).join(', ')}:\n${links.join('\n')}`);
}
for (const node of edges.keys()) if (!index.has(node)) visit(node);

if (problems.length) {
  console.error(`Backend folder boundaries: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Backend folder boundaries: ok (${edges.size} folders, ${[...edges.values()].reduce((n, m) => n + m.size, 0)} folder imports, no cycle)`);
