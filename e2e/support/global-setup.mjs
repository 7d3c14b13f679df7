// Builds what is missing, starts a real SMTP server and the real server on a free port with a fresh SQLite
// database and the demo data, and logs the demo seller in once through the login page to save a storage state.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ADMIN, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, ROOT } from './env.mjs';
import { freePort } from './free-port.mjs';
import { startMailServer } from './mail-server.mjs';
import { startPushServer } from './push-server.mjs';
import { startSmsServer } from './sms-server.mjs';

const BUILDS = [
  ['backend/dist/main.js', 'backend'],
  ['storefront/dist/index.html', 'storefront'],
  ['admin-ui/dist/index.html', 'admin-ui'],
];

export default async function globalSetup() {
  const started = Date.now();
  for (const [output, workspace] of BUILDS) {
    if (existsSync(join(ROOT, output))) continue;
    console.log(`\n[e2e] ${output} is missing: building ${workspace}…`);
    const build = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`[e2e] building ${workspace} failed`);
  }
  mkdirSync(ARTIFACTS, { recursive: true });

  const tmp = mkdtempSync(join(tmpdir(), 'bazaar-e2e-'));
  const dataDir = join(tmp, 'data');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = join(tmp, 'server.log');
  // Mail goes out by SMTP, as in production, to a server in this process that keeps each message as a file the journeys read.
  const mailDir = join(tmp, 'mail');
  const smtp = await startMailServer(mailDir);
  // SMS (phone codes) go out by SMPP, as to an Indian aggregator, to a server in this process that keeps each as a file.
  const smsDir = join(tmp, 'sms');
  const sms = await startSmsServer(smsDir);
  // Pushes go to a Web Push service in this process, the one push service this server may send to.
  const push = await startPushServer();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMITS: 'false',
    // Smaller than production's, so that each journey's solves stay short on a shared machine; still solved for real, in Chromium's workers.
    CHALLENGE_MAX_NUMBER: '10000',
    SMTP_URL: smtp.url,
    SMS_URL: sms.url,
    SMS_DLT_ENTITY_ID: '1101000000000000001',
    SMS_DLT_TEMPLATE_ID: '1107000000000000001',
    PUSH_SERVICE_HOSTS: 'localhost',
    PUBLIC_URL: baseURL, // the links in the mails lead to this server
  };
  // Always the embedded SQLite database and a fresh key, whatever the developer's shell has set.
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  const main = process.env.E2E_SERVER_MAIN ?? join(ROOT, 'backend/dist/main.js');
  const logFd = openSync(log, 'a');
  const server = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', logFd, logFd] });
  const stop = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('exit', stop); // never leave a server behind, even if jest is interrupted
  globalThis.__BAZAAR_E2E__ = { server, smtp, sms, push, tmp };

  try {
    await waitForHealth(baseURL, server, log);
    const [sellerEmail, sellerPassword] = readFileSync(join(dataDir, 'demo-seller-password.txt'), 'utf8').split('\n');
    Object.assign(process.env, {
      E2E_BASE_URL: baseURL,
      E2E_DATA_DIR: dataDir,
      E2E_MAIL_DIR: mailDir,
      E2E_SMS_DIR: smsDir,
      E2E_PUSH_URL: push.url,
      E2E_SELLER_EMAIL: sellerEmail.trim(),
      E2E_SELLER_PASSWORD: sellerPassword.trim(),
      E2E_SELLER_STATE: join(tmp, 'seller-state.json'),
    });
    await saveSellerState(baseURL, sellerEmail.trim(), sellerPassword.trim(), process.env.E2E_SELLER_STATE);
    console.log(`\n[e2e] server ready at ${baseURL} (data in ${dataDir}) after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    stop();
    await smtp.close();
    await sms.close();
    await push.close();
    if (!process.env.E2E_KEEP_DATA) rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

async function waitForHealth(baseURL, server, log) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`[e2e] the server exited with ${server.exitCode}:\n${tail(log)}`);
    try {
      const answer = await fetch(`${baseURL}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`[e2e] ${baseURL}/api/health did not answer 200 within 90 s:\n${tail(log)}`);
}

const tail = (file) => readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');

/**
 * The saved logged-in state (bulletproof-react's auth.setup): the demo seller logs in once through
 * the real login page, and the journeys that need a seller start from it. If the storefront cannot
 * log in, those journeys fail with the reason; the others still run.
 */
async function saveSellerState(baseURL, email, password, file) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/LogIn');
    await page.getByRole('button', { name: 'I am 18 or older, enter' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/myads');
    await page.getByRole('heading', { name: 'My Ads' }).waitFor();
    await context.storageState({ path: file });
  } catch (error) {
    console.warn(`\n[e2e] could not log the demo seller in through /LogIn; journeys that need the saved state will fail: ${error.message.split('\n')[0]}`);
  } finally {
    await browser.close();
  }
}
