// Keeps the storefront's folder rules (storefront/README.md, "Layout"): a feature never imports another feature,
// and shared code (components/, lib/, api/) never imports a feature. Only app/ joins features.
// Run: npm run check:boundaries -w storefront
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

/** "features/home" for a file under src/features/home, else the top folder ("lib", "app", …). */
function area(path) {
  const parts = relative(src, path).split(sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

const problems = [];
for (const file of sourceFiles(src)) {
  const from = area(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)) {
    if (!spec.startsWith('.')) continue;
    const to = area(resolve(dirname(file), spec));
    if (!to.startsWith('features/') || to === from || from === 'app') continue;
    problems.push(`${relative(src, file)} imports ${spec} (${from} → ${to})`);
  }
}

if (problems.length) {
  console.error(`Folder boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Folder boundaries: ok');
