import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './create-test-app';

/** Where the links in the test app's mails point. */
export const PUBLIC_URL = 'https://bazaar.example';

export interface MailServer {
  /** For SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** While true, every recipient is refused with a temporary error (451), as in an outage. */
  down: boolean;
  /** The first message to `to` received after `since` messages (default: any), waiting up to 20 s. */
  next(to: string, since?: number): Promise<ParsedMail>;
  /** Messages to `to` so far. */
  to(to: string): ParsedMail[];
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** A real SMTP server in this process (no TLS, no auth), whose messages are parsed as a mail app would. */
export async function startMailServer(): Promise<MailServer> {
  const messages: ParsedMail[] = [];
  const state = { down: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.down) return callback();
      const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error) => callback(error as Error),
      );
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((m) => recipients(m).includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    to,
    async next(address: string, since = 0) {
      for (let waited = 0; waited < 20_000; waited += 100) {
        const found = to(address)[since];
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No mail #${since + 1} to ${address} within 20 s (${to(address).length} so far)`);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): URL {
  const match = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!match) throw new Error(`No link starting ${prefix} in:\n${mail.text}`);
  return new URL(match);
}

/**
 * The suite's test app, with its mail sent to a real SMTP server started for the suite (links point at
 * PUBLIC_URL); both stop after the suite. Read `t` and `mail` from the answer once the suite has started.
 */
export function appWithMail(env: Record<string, string> = {}): { readonly t: TestApp; readonly mail: MailServer } {
  const suite = {} as { t: TestApp; mail: MailServer };
  beforeAll(async () => {
    suite.mail = await startMailServer();
    suite.t = await createTestApp({ SMTP_URL: suite.mail.url, PUBLIC_URL, ...env });
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.mail?.close();
  });
  return suite;
}
