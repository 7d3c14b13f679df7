import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { MAX_AD_IMAGES } from '../src/ads/ad-photos';
import { MAX_IMAGE_BYTES } from '../src/media/media.service';
import { checkComposeFile } from './compose-file';

const ROOT = resolve(process.cwd(), '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** What the environment schema reads: the names of EnvironmentVariables' fields. */
function configVariables(): string[] {
  const source = read('backend/src/config/app-config.ts');
  const body = source.slice(source.indexOf('class EnvironmentVariables'), source.indexOf('export interface AppConfig'));
  return [...body.matchAll(/^\s{2}([A-Z][A-Z0-9_]+)\??\s*[=:;]/gm)].map((m) => m[1]);
}

/** The variables in the first column of a markdown table: | `PORT` | … */
const documented = (markdown: string) => new Set([...markdown.matchAll(/^\|\s*([^|]+?)\s*\|/gm)].flatMap((m) => [...m[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((v) => v[1])));

/** docker-compose.yml, the Dockerfile and the configuration docs stay true (docs/operations.md). */
describe('deployment files', () => {
  // No docker-compose binary needed: a fresh machine has none (docs/testing.md).
  it('docker-compose.yml matches the Compose Specification and refuses to start without its secrets', () => {
    const compose = join(ROOT, 'docker-compose.yml');
    const secrets = { MYSQL_PASSWORD: 'db-password', MYSQL_ROOT_PASSWORD: 'root-password', JWT_SECRET: 'x'.repeat(40) };
    expect(checkComposeFile(compose, secrets)).toEqual([]);
    // Without the secrets it refuses to start rather than run MySQL with an empty password.
    const missing = checkComposeFile(compose, {});
    expect(missing.join('\n')).toMatch(/MYSQL_PASSWORD/);
    expect(missing.join('\n')).toMatch(/JWT_SECRET/);
  });

  it('the Compose check refuses what `docker-compose config` refuses: unknown keys, wrong types, empty required values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bazaar-compose-'));
    const broken = (edit: (text: string) => string) => {
      const file = join(dir, 'docker-compose.yml');
      writeFileSync(file, edit(read('docker-compose.yml')));
      return checkComposeFile(file, { MYSQL_PASSWORD: 'p', MYSQL_ROOT_PASSWORD: 'r', JWT_SECRET: 'x'.repeat(40) });
    };
    try {
      expect(broken((text) => text.replace('stop_grace_period:', 'stop_grace_periods:'))).toEqual([expect.stringContaining('stop_grace_periods')]);
      expect(broken((text) => text.replace('condition: service_healthy', 'condition: healthy')).join('\n')).toMatch(/depends_on/);
      expect(broken((text) => text.replace('retries: 20', 'retries: [20]')).join('\n')).toMatch(/retries/);
      expect(broken((text) => text.replace('MYSQL_PASSWORD:?', 'MYSQL_UNSET_PASSWORD:?'))).toEqual([expect.stringContaining('MYSQL_UNSET_PASSWORD')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('docker-compose.yml runs two app replicas behind nginx, sharing MySQL, Redis and the data volume', () => {
    const compose = parse(read('docker-compose.yml'));
    const { app, proxy, redis, db } = compose.services;
    expect(app.deploy.replicas).toMatch(/^\$\{APP_REPLICAS:-([2-9])\}$/);
    // Replicas cannot share a host port: nginx is the only way in.
    expect(app.ports).toBeUndefined();
    expect(app.environment).toMatchObject({ DATABASE_URL: expect.stringMatching(/@db:3306\//), REDIS_URL: 'redis://redis:6379', TRUST_PROXY: expect.any(String) });
    expect(app.depends_on).toMatchObject({ db: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(app.volumes).toEqual(['app-data:/data']);
    expect(db.image).toMatch(/^(mysql|mariadb):/);
    // Sized for the data, not MySQL's 128 MB default (several times slower at 1,000,000 ads).
    expect(db.command.join(' ')).toMatch(/--innodb-buffer-pool-size=\$\{MYSQL_BUFFER_POOL:-\d+G\}/);
    // MySQL 8.4's name for it (innodb_log_file_size is MariaDB's); bulk loads ran 7% faster with 1 GB than with ~100 MB.
    expect(db.command).toContain('--innodb-redo-log-capacity=1G');
    expect(redis.image).toMatch(/^redis:7/);
    // Every key the app writes expires: under memory pressure, those nearest to expiry go first.
    expect(redis.command.join(' ')).toMatch(/--maxmemory \d+mb --maxmemory-policy volatile-ttl/);
    expect(proxy.image).toMatch(/^nginx:/);
    expect(proxy.ports).toEqual(['3000:80']);
    const [config, mounted] = proxy.volumes[0].split(':');
    expect(mounted).toBe('/etc/nginx/conf.d/default.conf');

    const nginx = read(config.replace(/^\.\//, ''));
    expect(nginx).toMatch(/server app:3000 resolve;/);
    expect(nginx).toMatch(/proxy_pass http:\/\/bazaar;/);
    // The client's address for the rate limits, not one the client wrote.
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    // An ad's form with its photos fits.
    const megabytes = Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1]);
    expect(megabytes * 1024 * 1024).toBeGreaterThanOrEqual(MAX_AD_IMAGES * MAX_IMAGE_BYTES);
    // What nginx refuses itself (a request line or header over its buffers, a body over that size) is JSON with a
    // detail, as the app answers (tried on nginx 1.22: docs/operations.md, "docker-compose").
    const pages = [...nginx.matchAll(/error_page (\d+) (?:=(\d+) )?(\S+);/g)].map(([, status, as, uri]) => ({ status: as ?? status, uri }));
    expect(pages.map(({ status }) => status).sort()).toEqual(['400', '413', '414', '431']);
    expect(nginx).toMatch(/location \^~ \/\.refused\/ \{\s+internal;\s+default_type application\/json;/);
    for (const { status, uri } of pages) {
      const answer = new RegExp(`location = ${uri.replaceAll('.', '\\.')} \\{ return ${status} '(\\{.*\\})'; \\}`).exec(nginx);
      expect(JSON.parse(answer?.[1] ?? 'null')).toEqual({ detail: expect.any(String) });
    }
    expect(nginx).toContain(`The request body is too large: at most ${megabytes} MB`);
  });

  it("the Dockerfile runs the README's steps: npm ci, build, start", () => {
    const dockerfile = read('Dockerfile');
    const instructions = dockerfile.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
    expect(read('README.md')).toContain('npm ci && npm start');
    expect(instructions.find((line) => line.startsWith('RUN npm ci'))).toMatch(/^RUN npm ci && npm run build$/);
    // `npm start` itself, or exactly the command it runs (scripts.start).
    const start = JSON.parse(read('package.json')).scripts.start as string;
    const cmd = JSON.parse(instructions.find((line) => line.startsWith('CMD '))!.slice(4));
    expect([JSON.stringify(['npm', 'start']), JSON.stringify(start.split(' '))]).toContain(JSON.stringify(cmd));
    // Node 20.19+ (package.json engines), and DATA_DIR on the volume docker-compose mounts.
    expect(instructions[0]).toMatch(/^FROM node:(2[0-9]|[3-9][0-9])[-.]/);
    expect(dockerfile).toMatch(/DATA_DIR=\/data\b/);
    expect(read('docker-compose.yml')).toMatch(/- app-data:\/data$/m);
  });

  it('README and docs/operations.md document every variable the configuration reads', () => {
    const variables = configVariables();
    expect(variables).toEqual(expect.arrayContaining(['PORT', 'DATA_DIR', 'DATABASE_URL', 'LOG_LEVEL', 'METRICS_TOKEN']));
    for (const doc of ['README.md', 'docs/operations.md']) {
      const table = documented(read(doc));
      expect({ doc, missing: variables.filter((v) => !table.has(v)) }).toEqual({ doc, missing: [] });
    }
  });
});
