/**
 * `node -r @swc-node/register bench/deep-json.ts <base url> <admin e-mail> <admin password>` against a running
 * app with demo data and RATE_LIMITS=true: the ad API's latency (one request at a time) alone, then while
 * 4 connections keep sending 300 KB of nested `[` anonymously to POST /api/auth/login, then while 4 connections
 * send it signed in to PUT /api/auth/me (issue 39, item 10; figures in docs/performance.md, "Deeply nested JSON").
 * Each attacking connection sends its next body as soon as the last one is answered, whatever the answer.
 */
const [base, email, password] = process.argv.slice(2);
/** Ad reads per phase (`SAMPLES=`): under the attack before the fix, each took seconds. */
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const ATTACKERS = 4;
const NESTED = '['.repeat(150_000) + ']'.repeat(150_000);

async function adLatencies(path: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  while (times.length < SAMPLES) {
    const started = performance.now();
    // A kept-alive connection the server closed as it was reused: asked again on a new one.
    const answer = await fetch(base + path).catch(() => undefined);
    if (!answer) continue;
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(SAMPLES / 2)], p95: times[Math.floor(SAMPLES * 0.95)] };
}

async function underAttack(path: string, method: string, target: string, headers: Record<string, string>) {
  let attacking = true;
  const answers = new Map<number, number>();
  const attacker = async () => {
    while (attacking) {
      const answer = await fetch(base + target, { method, headers: { 'content-type': 'application/json', ...headers }, body: NESTED }).catch(() => undefined);
      if (answer) {
        await answer.arrayBuffer();
        answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
      }
    }
  };
  const attackers = Array.from({ length: ATTACKERS }, attacker);
  const figures = await adLatencies(path);
  attacking = false;
  await Promise.all(attackers);
  return { ...figures, answers: Object.fromEntries(answers) };
}

async function main() {
  const { items } = (await (await fetch(`${base}/api/dashboard/search?pageSize=1`)).json()) as { items: { id: number }[] };
  if (!items.length) throw new Error('no ad to read');
  const path = `/api/dashboard/get-post/${items[0].id}`;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  if (!token) throw new Error(`login: ${login.status}`);
  const round = (figures: object) => JSON.stringify(figures, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value));
  console.log(`alone: ${round(await adLatencies(path))}`);
  console.log(`4 anonymous POST /api/auth/login: ${round(await underAttack(path, 'POST', '/api/auth/login', {}))}`);
  console.log(`4 signed-in PUT /api/auth/me: ${round(await underAttack(path, 'PUT', '/api/auth/me', { authorization: `Bearer ${token}` }))}`);
}

void main();
