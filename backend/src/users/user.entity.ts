import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Role } from '../common/auth/role';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Always stored lower-cased, so the unique index is case-insensitive on both engines. */
  @Index('UQ_users_email', { unique: true })
  @Column({ length: 254 })
  email: string;

  @Column({ length: 100 })
  fullName: string;

  @Column({ length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10, default: Role.User })
  role: Role;

  @Column({ default: false })
  blocked: boolean;

  @Column({ default: false })
  emailVerified: boolean;

  /** The public nickname shown on ads; `displayNameKey` (lower-cased) makes it unique case-insensitively on both engines. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  displayName: string | null;

  @Index('UQ_users_display_name', { unique: true })
  @Column({ type: 'varchar', length: 30, nullable: true, select: false })
  displayNameKey: string | null;

  /** Whether /seller/{displayName} shows the seller's page; off: their ads link to no page (issue 42). */
  @Column({ default: true })
  publicPage: boolean;

  /** The default phone of a new ad; never shown publicly. */
  @Column({ type: 'varchar', length: 13, nullable: true })
  phone: string | null;

  /**
   * Mail settings, each with a one-click link in its mails (mail/unsubscribe-links.ts). Payment mails are part of the
   * service (on unless turned off); ad and message mails are optional purposes, off until the user agrees
   * (createAccount writes them; the columns' defaults are older accounts'), every change recorded in `consents`
   * (docs/decisions/0038-consent.md).
   */
  @Column({ default: true })
  notifyPayments: boolean;

  @Column({ default: true })
  notifyAds: boolean;

  @Column({ default: true })
  notifyMessages: boolean;

  /** The privacy notice's version (privacy-notice.ts) the user last accepted or acknowledged; null: none yet. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  noticeVersion: string | null;

  /** The language of the account's mails; set at sign-up from Accept-Language, changed on the profile. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  /** Set for the first admin, whose password was generated: the console asks for a new one. */
  @Column({ default: false })
  mustChangePassword: boolean;

  /** When the owner deleted the account: personal data erased, the row kept for the ledger (DELETE /api/auth/me). */
  @DateTimeColumn({ nullable: true })
  deletedAt: Date | null;

  @Index('IDX_users_created_at')
  @CreatedAtColumn()
  createdAt: Date;
}
