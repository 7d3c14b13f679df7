import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OutboxStatus } from '../src/database/outbox-status';
import { OutboxSms } from '../src/sms/sms-outbox.entity';
import { SmsOutboxWorker } from '../src/sms/sms-outbox-worker';
import { solvedChallenge } from './challenge-helpers';
import type { TestApp } from './create-test-app';
import { bearer } from './factories';

/** The 6-digit code in an SMS's text. */
export const codeIn = (text: string): string => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No code in the SMS: ${text}`);
  return code;
};

/**
 * The text of the latest SMS to `e164`, once the app's worker sent it (no SMS_URL: the file it wrote under
 * DATA_DIR/sms-outbox/, as an operator without a provider reads it).
 */
export async function lastSmsTo(t: Pick<TestApp, 'app' | 'dataSource' | 'config'>, e164: string): Promise<string> {
  const repository = t.dataSource.getRepository(OutboxSms);
  for (let round = 0; round < 20; round++) {
    const [sms] = await repository.find({ where: { toNumber: e164 }, order: { id: 'DESC' }, take: 1 });
    if (!sms) throw new Error(`No SMS queued to ${e164}`);
    if (sms.status === OutboxStatus.Sent) return readFileSync(join(t.config.sms.outboxDir, `${sms.id}.txt`), 'utf8');
    await t.app.get(SmsOutboxWorker).tick();
  }
  throw new Error(`The SMS to ${e164} was not sent`);
}

/** Asks for a code for the number (solving the challenge) and answers the response. */
export async function askCode(t: TestApp, token: string, phone: string, headers: Record<string, string> = {}) {
  return t.http
    .post('/api/auth/me/phones')
    .set({ ...bearer(token), ...(await solvedChallenge(t)), ...headers })
    .send({ phone });
}

/**
 * Proves `phone` (an ad's 10 digits, or any form) for the account as a seller does: asks for a code, reads it from the
 * SMS the app wrote, sends it back. The fixture of any test that reveals a phone number (only proved numbers are shown).
 */
export async function verifyPhone(t: TestApp, token: string, phone = '9876543210', headers: Record<string, string> = {}): Promise<string> {
  const sent = await askCode(t, token, phone, headers);
  if (sent.status !== 201) throw new Error(`Asking for a code answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const code = codeIn(await lastSmsTo(t, sent.body.phone));
  await t.http.post('/api/auth/me/phones/verify').set(bearer(token)).send({ phone, code }).expect(200);
  return sent.body.phone;
}
