// What every journey needs: a browser, pages in fresh contexts, the API for setup and cross-checks,
// the mail the app sent, screenshots, and a few waits that fail with a readable message (playwright-core has no expect).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { solveChallenge } from 'altcha-lib/v1';
import { chromium } from 'playwright-core';
import { ADMIN, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, run } from './env.mjs';

export { ADMIN, run };

function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * What a test file's journeys share: one Chromium, launched before its tests and closed after them, and with
 * `{ adminToken: true }` the e2e admin's API token. Registers jest hooks, so call it at the file's top level;
 * read `suite.browser` and `suite.adminToken` inside tests and later hooks, once they are set.
 */
export function setUpSuite({ adminToken: withAdminToken = false } = {}) {
  const suite = { browser: undefined, adminToken: undefined };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    if (withAdminToken) suite.adminToken = await adminToken();
  });
  afterAll(() => suite.browser?.close());
  return suite;
}

/**
 * A page in a fresh browser context. `as: 'seller'` starts from the demo seller's saved login,
 * `as: 'admin'` from the admin's saved console login (see adminState);
 * `ageConfirmed` (default true) skips the 18+ gate, which has its own journey.
 * Uncaught page errors are collected in `page.errors`, so a journey can assert there were none.
 */
export async function openPage(browser, { as = 'visitor', ageConfirmed = true, ...options } = {}) {
  let storageState;
  if (as === 'seller') {
    if (!existsSync(run.sellerState)) throw new Error('No saved seller login: the global setup could not log the demo seller in through /LogIn (see its warning above).');
    storageState = run.sellerState;
  } else if (as === 'admin') {
    storageState = await adminState(browser);
  }
  const context = await browser.newContext({ baseURL: run.baseURL, storageState, locale: 'en-IN', timezoneId: 'Asia/Kolkata', ...options });
  if (ageConfirmed) await context.addInitScript(() => localStorage.getItem('ageConfirmed') || localStorage.setItem('ageConfirmed', new Date().toISOString()));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000); // generous: other engineers' test runs share this 2-core machine
  page.setDefaultNavigationTimeout(30_000);
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

/** Logs in through the admin console's login page (/admin/login); by default as the e2e admin. */
export async function logInToConsole(page, { email, password } = ADMIN) {
  await page.goto('/admin/login');
  await visible(page.getByRole('button', { name: 'Log in' }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

let savedAdminState;

/**
 * The admin's saved console login (a storage state file, like the seller's), made the first time a
 * test file asks for it by logging in through /admin/login. If that fails, every journey that needs
 * it fails with the reason.
 */
function adminState(browser) {
  savedAdminState ??= (async () => {
    const page = await openPage(browser);
    try {
      await logInToConsole(page);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await visible(page.getByText('Activated Listing'));
      const file = join(dirname(run.dataDir), 'admin-state.json'); // removed with the run's data
      await page.context().storageState({ path: file });
      return file;
    } catch (error) {
      throw new Error(`No saved admin login: logging in through /admin/login failed: ${error.message.split('\n')[0]}`, { cause: error });
    } finally {
      await page.context().close();
    }
  })();
  return savedAdminState;
}

/** The final screen of a journey, for people to look at: e2e/artifacts/<name>.png (gitignored). Dialogs: fullPage false. */
export async function screenshot(page, name, { fullPage = true } = {}) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

/**
 * Calls the API directly (test setup and cross-checks); throws with the answer's detail on an error.
 * Plain node:http without keep-alive, so no idle socket holds a jest worker open after its tests.
 */
export async function api(path, { method = 'GET', token, json, form, challenge = false } = {}) {
  const headers = challenge ? await solvedChallenge() : {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = Buffer.from(JSON.stringify(json));
  } else if (form) {
    const encoded = new Request('http://localhost/', { method: 'POST', body: form }); // multipart encoding
    headers['Content-Type'] = encoded.headers.get('content-type');
    body = Buffer.from(await encoded.arrayBuffer());
  }
  if (body) headers['Content-Length'] = body.length;
  const { status, text } = await request(`${run.baseURL}/api${path}`, { method, headers, body });
  const data = text ? JSON.parse(text) : null;
  if (status >= 400) throw new Error(`${method} /api${path} → ${status}: ${data?.detail ?? text}`);
  return data;
}

/**
 * A solved proof-of-work challenge as the X-Challenge header (sign-up, forgot-password, report-post and reveal-phone need
 * one; `api(…, { challenge: true })`), solved with altcha-lib's solver as the storefront solves it.
 */
export async function solvedChallenge() {
  const { algorithm, challenge, maxnumber, salt, signature } = await api('/challenge');
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('No solution to the challenge');
  return { 'X-Challenge': Buffer.from(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature })).toString('base64') };
}

/** One HTTP exchange without keep-alive: `{ status, headers, text }`. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function tokenFor({ email, password }) {
  return (await api('/auth/login', { method: 'POST', json: { email, password } })).token;
}

export const adminToken = () => tokenFor(ADMIN);

/** Parsed messages by file name: each .eml is parsed once per worker. */
const parsedMail = new Map();

const recipients = (mail) => [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address?.toLowerCase()));

/**
 * The mails the app has sent to `address` so far, oldest first, read from the SMTP server's folder
 * (support/mail-server.mjs) and parsed as a mail app would (mailparser's simpleParser).
 */
export async function mailsTo(address) {
  const names = readdirSync(run.mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  for (const name of names) if (!parsedMail.has(name)) parsedMail.set(name, await simpleParser(readFileSync(join(run.mailDir, name))));
  return names.map((name) => parsedMail.get(name)).filter((mail) => recipients(mail).includes(address.toLowerCase()));
}

/**
 * Waits for a mail to `address` whose subject matches `subject`: the first one, or with `after: n` the one
 * after the first n (count them with mailsTo before the action that sends it).
 */
export function nextMail(address, { subject = /./, after = 0, timeout = 20_000 } = {}) {
  return eventually(
    async () => {
      const found = (await mailsTo(address)).filter((mail) => subject.test(mail.subject ?? ''));
      if (found.length > after) return found[after];
      throw new Error(`no mail #${after + 1} to ${address} with a subject matching ${subject} (${found.length} so far)`);
    },
    { timeout, interval: 250 },
  );
}

/** The link in a mail's text to this server's `path` (such as '/verify-email'), as the reader would click it. */
export function linkIn(mail, path) {
  const prefix = `${run.baseURL}${path}`;
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The SMS the app has sent to `e164` (+919876543210) so far, oldest first: `{to, from, text, peId, templateId}` (support/sms-server.mjs). */
export function smsTo(e164) {
  return readdirSync(run.smsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(run.smsDir, name), 'utf8')))
    .filter((sms) => sms.to === e164);
}

/** Waits for the code of the SMS to `e164` after the first `after` (count them with smsTo before asking). */
export function nextSmsCode(e164, { after = 0, timeout = 20_000 } = {}) {
  return eventually(
    () => {
      const found = smsTo(e164);
      if (found.length <= after) throw new Error(`no SMS #${after + 1} to ${e164} (${found.length} so far)`);
      return /\b(\d{6})\b/.exec(found[after].text)[1];
    },
    { timeout, interval: 250 },
  );
}

/**
 * Proves a phone number for the seller of `token` through the API, with the code of the SMS the SMPP server received
 * (only proved numbers are shown to buyers). `phone`: 10 digits, as ads keep it.
 */
export async function verifyPhoneViaApi(token, phone) {
  const e164 = `+91${phone}`;
  const after = smsTo(e164).length;
  await api('/auth/me/phones', { method: 'POST', token, json: { phone }, challenge: true });
  const code = await nextSmsCode(e164, { after });
  return api('/auth/me/phones/verify', { method: 'POST', token, json: { phone, code } });
}

export const MAIL_SUBJECTS = { verify: /^Confirm your e-mail/, reset: /^Reset your .* password/, passwordChanged: /password was changed/ };

/** A new seller for one journey (never the demo seller: journeys change passwords, sessions and accounts). */
export function newSeller(name) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { fullName: `${name} E2E`, email: `${name.toLowerCase()}.${stamp}@e2e.test`, password: `${name.toLowerCase()}-password-1` };
}

/** Fills and sends the storefront's sign-up form, as a visitor does. */
export async function signUpInBrowser(page, { fullName, email, password }) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Fills and sends the storefront's login form. */
export async function logIn(page, { email, password }) {
  await page.goto('/LogIn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs a seller up through the API (unverified: may prepare ads, not publish them), ticking both optional mails
 * (ads, messages) as the sign-up form lets a visitor do; they are off otherwise (docs/decisions/0038-consent.md).
 */
export const signUp = (seller, { notifyAds = true, notifyMessages = true } = {}) => api('/admins', { method: 'POST', json: { ...seller, notifyAds, notifyMessages }, challenge: true });

/**
 * A seller who may publish: signed up through the API, then verified with the token of the link that the
 * sign-up mail brought (the verify-email page's own call). Returns the seller's API token.
 */
export async function signUpVerified(seller) {
  await signUp(seller);
  const mail = await nextMail(seller.email, { subject: MAIL_SUBJECTS.verify });
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
  await api('/auth/verify-email', { method: 'POST', json: { token } });
  return tokenFor(seller);
}

/** Money in a seller's wallet as a seller gets it: a UPI top-up (add-money) that an admin approves. Returns the payment. */
export async function fundWallet(token, amount, { adminToken: admin } = {}) {
  const payment = await api('/seller/transaction/add-money', { method: 'POST', token, json: { amount, upiId: 'e2e.seller@okicici', transactionId: utr() } });
  await api(`/admin/transaction/update-payment-status/${payment.id}/APPROVED`, { method: 'PUT', token: admin ?? (await adminToken()) });
  return payment;
}

/** Posts an ad through the API (INACTIVE until posted free or promoted) and returns it; `photo`: a PNG's bytes, else a new picture. */
export async function createAdViaApi(
  token,
  { title, description = `${title}. Written by the browser tests: friendly, discreet, weekends preferred.`, categoryId = 1, locationId, phone = '9876543210', age = 27, photo = png(), contact } = {},
) {
  const form = new FormData();
  form.append('title', title);
  form.append('description', description);
  form.append('categoryId', String(categoryId));
  form.append('locationId', String(locationId));
  form.append('phone', phone);
  form.append('age', String(age));
  if (contact) form.append('contact', contact);
  form.append('images', new Blob([photo], { type: 'image/png' }), 'photo.png');
  return api('/seller/post/create', { method: 'POST', token, form });
}

/** A small, valid PNG made on the fly (a colour gradient), for photo uploads. */
export function png(width = 96, height = 72, [r, g, b] = [200, 40, 120]) {
  // A random 8 × 8 pattern of light and dark blocks: every picture is another photo to the duplicate check
  // (two journeys' ads with one picture would be near-duplicates, held for review). 4 × 4 was too coarse for
  // the perceptual hash: of 150 such pictures, 15 pairs were within its threshold of 6 bits; at 8 × 8, none
  // came closer than 16.
  const blocks = Array.from({ length: 64 }, () => (Math.random() < 0.5 ? 0 : 90));
  const block = (x, y) => blocks[Math.floor((y * 8) / height) * 8 + Math.floor((x * 8) / width)];
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * row + 1 + x * 3;
      pixels[at] = Math.min(255, ((r + x) & 255) + block(x, y));
      pixels[at + 1] = Math.min(255, ((g + y) & 255) + block(x, y));
      pixels[at + 2] = Math.min(255, b + block(x, y));
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** Waits until the locator is visible (auto-retrying); the error names what was expected. */
export async function visible(locator, timeout) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const shot = await failureScreenshot(locator);
    throw new Error(`expected to see ${locator}: ${error.message.split('\n')[0]}${shot}`, { cause: error });
  }
  return locator;
}

export async function hidden(locator, timeout) {
  try {
    await locator.waitFor({ state: 'hidden', timeout });
  } catch (error) {
    const shot = await failureScreenshot(locator);
    throw new Error(`expected ${locator} to disappear: ${error.message.split('\n')[0]}${shot}`, { cause: error });
  }
}

/**
 * Runs `action` (a click) and waits for the API's answer to `method` on a path matching `path`; fails naming the
 * status and the answer's text unless it is OK, or that no answer came, so a journey that stops says where.
 */
export async function answered(page, method, path, action, timeout = 30_000) {
  const answer = page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname), { timeout });
  await action();
  let response;
  try {
    response = await answer;
  } catch (error) {
    const shot = await failureScreenshot(page.locator('body'));
    throw new Error(`no answer to ${method} ${path}: ${error.message.split('\n')[0]}${shot}`, { cause: error });
  }
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}${await failureScreenshot(page.locator('body'))}`);
  return response;
}

/** What the page looked like when an expectation failed (e2e/artifacts/failed-*.png). */
async function failureScreenshot(locator) {
  try {
    const path = join(ARTIFACTS, `failed-${new Date().toISOString().replace(/[:.]/g, '-')}.png`);
    await locator.page().screenshot({ path, fullPage: true, timeout: 5000 });
    return ` (screenshot: ${path})`;
  } catch {
    return '';
  }
}

/** Retries `check` (which throws or returns false) until it passes or the time is up. */
export async function eventually(check, { timeout = 10_000, interval = 200 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const result = await check();
      if (result !== false) return result;
      if (Date.now() > deadline) throw new Error('condition still false');
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** A toast with this text: the storefront's antd notification or the console's react-admin (MUI) snackbar, both role alert. */
export function toast(page, text) {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Picks an option of a select as a user does. A native <select> (the results page's filters) takes the
 * option by its text. An antd Select: open it, type to filter when it is searchable, click the option;
 * antd draws the options in a pop-up outside the field.
 */
export async function choose(page, combobox, option) {
  if ((await combobox.evaluate((element) => element.tagName)) === 'SELECT') {
    await combobox.selectOption({ label: option });
    return;
  }
  const exactly = new RegExp(`^${escapeRegExp(option)}$`);
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const chosen = select.locator('.ant-select-content-has-value, .ant-select-selection-item').filter({ hasText: exactly });
  // On a loaded machine a click can land while the list is still animating in and be lost: confirm the
  // select shows the option, try again if not, and wait for the list to close so it covers nothing.
  const list = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt++) {
    if ((await list.count()) === 0) await combobox.click();
    if (await combobox.isEditable()) await combobox.fill(option); // searchable (showSearch); others are read-only
    await page.locator('.ant-select-item-option:visible').filter({ hasText: exactly }).first().click();
    try {
      await chosen.first().waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw new Error(`could not choose '${option}' in ${combobox}`, { cause: error });
    }
  }
  await list.first().waitFor({ state: 'hidden' });
}

export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A unique 12-digit UPI reference. */
export const utr = () => `${Date.now()}`.slice(-9) + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');

export const readDataFile = (name) => readFileSync(join(run.dataDir, name), 'utf8');

/**
 * Time passing for one ad: sets when it expires in the server's database (the embedded SQLite file, in WAL mode, so
 * the server keeps running), as the days between posting and expiry would. The only write a journey makes outside the API.
 */
export function setAdExpiry(adId, expiresAt) {
  const db = new Database(join(run.dataDir, 'bazaar.sqlite'), { timeout: 5000 });
  try {
    db.prepare('UPDATE ads SET expiresAt = ? WHERE id = ?').run(expiresAt.toISOString().replace('T', ' ').replace('Z', ''), adId);
  } finally {
    db.close();
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is now (WCAG 2.1 A and AA rules) and fails on serious or critical
 * violations, naming each rule and its first elements. Injected through the DevTools protocol, which the
 * page's CSP does not govern.
 */
export async function expectAccessible(page, name = page.url()) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id} (${v.help}): ${v.nodes
            .slice(0, 4)
            .map((n) => `${n.target.join(' ')} [${[...n.any, ...n.all].map((check) => check.message).join('; ')}]`)
            .join(' | ')}`,
      );
  });
  if (violations.length) throw new Error(`accessibility violations on ${name}:\n  ${violations.join('\n  ')}`);
}

/** Words a Hindi page may show in Latin letters: the brand's logo, and names that are written so in Hindi too. */
const LATIN_IN_HINDI = new Set(['Bazaar', 'UPI', 'WhatsApp', 'Facebook', 'Instagram', 'Telegram', 'OTP', 'ID', 'PNG', 'JPEG', 'WebP', 'MB', 'KB']);

/**
 * What a Hindi page still shows in English: the translation keys it asked for that Hindi lacks (the storefront
 * records them on window.__missingTranslations), and visible texts and labels with Latin words, outside elements
 * marked as another language (the language switch) or hidden.
 */
export async function untranslated(page) {
  return page.evaluate(
    (allowed) => {
      const latin = new Set();
      const check = (text, where) => {
        for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) if (!allowed.includes(word)) latin.add(`${where}: ${text.trim().slice(0, 80)}`);
      };
      const skipped = (element) => !element || element.closest('script, style, noscript, [lang]:not([lang^="hi"]), [hidden], [aria-hidden="true"]') || !element.checkVisibility();
      const walker = document.createTreeWalker(document.body, window.NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) if (!skipped(walker.currentNode.parentElement)) check(walker.currentNode.textContent, 'text');
      for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
        if (skipped(element)) continue;
        for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = element.getAttribute(attribute);
          // Ant Design names its own icons in English (aria-label="down" on .anticon-down): not our texts.
          if (value !== null && !element.classList.contains(`anticon-${value}`)) check(value, attribute);
        }
      }
      return { missingKeys: window.__missingTranslations ?? null, latin: [...latin] };
    },
    [...LATIN_IN_HINDI],
  );
}
