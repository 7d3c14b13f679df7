// Shared between the global setup (which sets these) and the tests (which read them).
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };

/** Debian's Chromium: never a downloaded browser (docs/testing.md). */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** What the global setup hands to the test workers (through the environment they inherit). */
export const run = {
  get baseURL() {
    return required('E2E_BASE_URL');
  },
  get dataDir() {
    return required('E2E_DATA_DIR');
  },
  /** Where the SMTP server of the global setup keeps every message it receives, one .eml file each (mail-server.mjs). */
  get mailDir() {
    return required('E2E_MAIL_DIR');
  },
  /** Where the SMPP server of the global setup keeps every SMS it accepts, one .json file each (sms-server.mjs). */
  get smsDir() {
    return required('E2E_SMS_DIR');
  },
  /** The Web Push service of the global setup (push-server.mjs): subscriptions are made and pushes read there. */
  get pushUrl() {
    return required('E2E_PUSH_URL');
  },
  /** Playwright storage state of the demo seller, logged in through the login page once. */
  get sellerState() {
    return required('E2E_SELLER_STATE');
  },
  get seller() {
    return { email: required('E2E_SELLER_EMAIL'), password: required('E2E_SELLER_PASSWORD') };
  },
};

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through e2e/jest.config.mjs (npm run test:e2e), whose global setup starts the server.`);
  return value;
}
