import { Logger } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The same on every retry, so that a receiver can drop a copy sent again after a crash. */
  messageId: string;
}

/** Server answers in the 5xx range refuse a mail for good (RFC 5321); retrying cannot help. */
export const isPermanentFailure = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Hands a mail over: to the SMTP server of SMTP_URL, or (unset) as an .eml file under
 * DATA_DIR/outbox/, so that `npm start` works without a mail server and a developer can read it.
 */
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;

  constructor(private readonly config: AppConfig['mail']) {
    this.transporter = config.smtpUrl
      ? createTransport({ url: config.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 } as Parameters<typeof createTransport>[0])
      : createTransport({ streamTransport: true, buffer: true });
  }

  async send(mail: OutgoingMail, fileName: string): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.config.from, ...mail });
    if (this.config.smtpUrl) return;
    mkdirSync(this.config.outboxDir, { recursive: true, mode: 0o700 });
    const file = join(this.config.outboxDir, `${fileName}.eml`);
    // The mail may hold a password-reset link: readable by the app's user only.
    writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    this.logger.log(`No SMTP_URL: mail "${mail.subject}" written to ${file}`);
  }

  close(): void {
    this.transporter.close();
  }
}
