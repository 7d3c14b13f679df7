import { Logger } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import smpp, { type PDU, type Session } from 'smpp';
import type { AppConfig } from '../config/app-config';

/** The longest a connection, bind or submit may take before the attempt counts as failed and is retried later. */
export const SMPP_TIMEOUT_MS = 20_000;

/**
 * India's DLT ids as optional parameters of submit_sm, in the vendor-specific range (SMPP 3.4 §5.3.2): 0x1400 the
 * principal entity id, 0x1401 the content template id, the convention most Indian aggregators document
 * (docs/decisions/0041-sms-outbox.md). Registered once per process: the tests' SMPP server reads them by these names.
 */
export function registerDltTlvs(): void {
  if (smpp.tlvsById[0x1400]) return;
  smpp.addTLV('pe_id', { id: 0x1400, type: smpp.types.tlv.string });
  smpp.addTLV('template_id', { id: 0x1401, type: smpp.types.tlv.string });
}

/**
 * submit_sm answers that no retry can change (SMPP 3.4 §5.1.3): a bad destination, source or message. Anything else
 * (throttled, queue full, system error, a refused bind, no answer) is retried with backoff.
 */
const PERMANENT = new Set([0x01, 0x0a, 0x0b, 0x43, 0x48, 0x49, 0x50, 0x51]);

export class SmsFailure extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export interface OutgoingSms {
  id: number;
  /** E.164, such as +919876543210. */
  to: string;
  text: string;
}

/**
 * Hands an SMS over: to the SMPP 3.4 server of SMS_URL (bind_transceiver, then submit_sm with the DLT ids), or (unset)
 * as a .txt file under DATA_DIR/sms-outbox/, so that `npm start` works without a provider and a developer can read it.
 */
export class SmsTransport {
  private readonly logger = new Logger('Sms');
  private readonly url?: URL;
  private session?: Promise<Session>;

  constructor(private readonly config: AppConfig['sms']) {
    if (config.smppUrl) {
      this.url = new URL(config.smppUrl);
      registerDltTlvs();
    }
  }

  async send(sms: OutgoingSms): Promise<void> {
    if (!this.url) return this.writeFile(sms);
    const session = await (this.session ??= this.bind(this.url));
    try {
      await this.submit(session, sms);
    } catch (error) {
      // A failed submit may have left the session unusable: the next one binds afresh.
      if (!(error instanceof SmsFailure) || !error.permanent) this.close();
      throw error;
    }
  }

  close(): void {
    const session = this.session;
    this.session = undefined;
    void session?.then(
      (s) => s.destroy(),
      () => undefined,
    );
  }

  private writeFile(sms: OutgoingSms): void {
    mkdirSync(this.config.outboxDir, { recursive: true, mode: 0o700 });
    const file = join(this.config.outboxDir, `${sms.id}.txt`);
    // The message holds a verification code: readable by the app's user only, and not copied into the log.
    writeFileSync(file, `To: ${sms.to}\nFrom: ${this.config.sender}\n\n${sms.text}\n`, { mode: 0o600 });
    this.logger.log(`No SMS_URL: SMS ${sms.id} written to ${file}`);
  }

  /** Connects and binds as a transceiver; a refused bind fails this attempt (retried later), never the app. */
  private bind(url: URL): Promise<Session> {
    const attempt = new Promise<Session>((resolve, reject) => {
      const session = smpp.connect({ host: url.hostname, port: Number(url.port) });
      const fail = (message: string) => {
        session.destroy();
        reject(new SmsFailure(message));
      };
      const timer = setTimeout(() => fail('SMPP server did not answer the bind in time'), SMPP_TIMEOUT_MS);
      session.on('error', (error: Error) => {
        clearTimeout(timer);
        fail(`SMPP connection failed: ${error.message}`);
      });
      session.on('close', () => {
        if (this.session === attempt) this.session = undefined;
      });
      session.on('connect', () => {
        session.bind_transceiver({ system_id: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }, (pdu: PDU) => {
          clearTimeout(timer);
          if (pdu.command_status === 0) resolve(session);
          else fail(`SMPP bind refused (status 0x${pdu.command_status.toString(16)})`);
        });
      });
      // The server may ask whether we are still there; an unanswered enquire_link ends the session.
      session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
      session.on('unbind', (pdu: PDU) => {
        session.send(pdu.response());
        session.close();
      });
    });
    attempt.catch(() => {
      if (this.session === attempt) this.session = undefined;
    });
    return attempt;
  }

  private submit(session: Session, sms: OutgoingSms): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new SmsFailure('SMPP server did not answer submit_sm in time')), SMPP_TIMEOUT_MS);
      const sent = session.submit_sm(
        {
          source_addr: this.config.sender,
          source_addr_ton: 5, // alphanumeric
          source_addr_npi: 0,
          destination_addr: sms.to.replace(/^\+/, ''),
          dest_addr_ton: 1, // international
          dest_addr_npi: 1, // E.164
          short_message: sms.text,
          registered_delivery: 0,
          ...(this.config.dltEntityId ? { pe_id: this.config.dltEntityId } : {}),
          ...(this.config.dltTemplateId ? { template_id: this.config.dltTemplateId } : {}),
        },
        (pdu: PDU) => {
          clearTimeout(timer);
          if (pdu.command_status === 0) return resolve();
          const status = pdu.command_status;
          reject(new SmsFailure(`SMPP submit_sm refused (status 0x${status.toString(16)})`, PERMANENT.has(status)));
        },
      );
      if (!sent) {
        clearTimeout(timer);
        reject(new SmsFailure('SMPP connection closed'));
      }
    });
  }
}
