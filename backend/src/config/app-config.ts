import { Type, plainToInstance } from 'class-transformer';
import type { LogLevel } from '@nestjs/common';
import { IsEmail, isEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateBy, validateSync } from 'class-validator';
import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve, join } from 'node:path';

/** Most to least severe; a level shows itself and everything above it. */
export const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const LOG_LEVELS_ACCEPTED = [...LOG_LEVELS, 'info'];
/** false, a hop count, or addresses, subnets and Express's names (loopback, linklocal, uniquelocal) separated by commas. */
function isTrustProxy(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (/^(false|[1-9])$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const [address, bits, ...rest] = entry.trim().split('/');
    if (['loopback', 'linklocal', 'uniquelocal'].includes(address) && bits === undefined) return true;
    const version = isIP(address);
    return version !== 0 && !rest.length && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
  });
}

/** An http(s) origin without a path: `https://bazaar.example` or `http://localhost:3000`. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value.replace(/\/$/, '') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** `redis://[:password@]host[:port][/db]` or `rediss://…` (TLS). */
function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['redis:', 'rediss:'].includes(url.protocol) && !!url.hostname && /^(\/\d{0,2})?$/.test(url.pathname);
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['smtp:', 'smtps:'].includes(url.protocol) && !!url.hostname;
  } catch {
    return false;
  }
}

/** `smpp://user:pass@host:port`: the SMPP 3.4 account of an SMS aggregator (sms/sms-transport.ts). */
function isSmppUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'smpp:' && !!url.hostname && !!url.port && !!url.username;
  } catch {
    return false;
  }
}

/** `no-reply@bazaar.example` or `Bazaar <no-reply@bazaar.example>`. */
function isMailFrom(value: string): boolean {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value.trim())?.[1] ?? value.trim();
  return isEmail(address, { require_tld: false });
}

/** The environment as the operator sets it (README.md and docs/operations.md, "Configuration"). */
class EnvironmentVariables {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  @IsOptional()
  @Matches(/^mysql:\/\/[^\s]+$/, { message: 'DATABASE_URL must look like mysql://user:pass@host:port/db' })
  DATABASE_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsOptional()
  @IsEmail({ require_tld: false }, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  @Type(() => String)
  @Matches(/^(true|false|1|0)$/, { message: 'SEED_DEMO must be true or false' })
  SEED_DEMO = 'true';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(365)
  FREE_AD_DAYS = 7;

  /** How often ads are checked for expiry warnings, expiry and ended promotions. */
  @Type(() => Number)
  @IsInt()
  @Min(5)
  @Max(86_400)
  NOTICES_INTERVAL_SECONDS = 300;

  /** How often saved searches' daily digests are looked for (each search gets at most one a day). */
  @Type(() => Number)
  @IsInt()
  @Min(5)
  @Max(86_400)
  SEARCH_ALERTS_INTERVAL_SECONDS = 300;

  @Type(() => String)
  @Matches(/^(true|false|1|0)$/, { message: 'RATE_LIMITS must be true or false' })
  RATE_LIMITS = 'true';

  /** Signs the proof-of-work challenges; unset: derived from the JWT secret, so it is the same on every instance. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'CHALLENGE_HMAC_KEY must be at least 32 characters' })
  CHALLENGE_HMAC_KEY?: string;

  /** The largest secret number of a challenge: the solver tries half of it on average (docs/decisions/0016-proof-of-work-challenge.md). */
  @Type(() => Number)
  @IsInt({ message: 'CHALLENGE_MAX_NUMBER must be a whole number from 100 to 10000000' })
  @Min(100, { message: 'CHALLENGE_MAX_NUMBER must be a whole number from 100 to 10000000' })
  @Max(10_000_000, { message: 'CHALLENGE_MAX_NUMBER must be a whole number from 100 to 10000000' })
  CHALLENGE_MAX_NUMBER = 100_000;

  /** SQLite only: read-only connections in worker threads that run searches and ad pages beside the app's connection (0: off). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(16)
  SQLITE_READ_WORKERS = 2;

  /** Nest's level names; 'info' is accepted as the usual name for 'log'. */
  @IsIn(LOG_LEVELS_ACCEPTED, { message: `LOG_LEVEL must be one of ${LOG_LEVELS_ACCEPTED.join(', ')}` })
  LOG_LEVEL = 'log';

  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /** 'true' is refused: trusting every hop would let any client pick its own address. */
  @Type(() => String)
  @ValidateBy({
    name: 'isTrustProxy',
    validator: { validate: isTrustProxy, defaultMessage: () => 'TRUST_PROXY must be false, a number of proxies (1-9), or proxy addresses or subnets separated by commas' },
  })
  TRUST_PROXY = 'false';

  @IsOptional()
  @ValidateBy({
    name: 'isOrigin',
    validator: { validate: (v) => typeof v === 'string' && isOrigin(v), defaultMessage: () => "PUBLIC_URL must be the site's http(s) address without a path, such as https://bazaar.example" },
  })
  PUBLIC_URL?: string;

  @IsOptional()
  @ValidateBy({
    name: 'isSmtpUrl',
    validator: { validate: (v) => typeof v === 'string' && isSmtpUrl(v), defaultMessage: () => 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465' },
  })
  SMTP_URL?: string;

  @IsOptional()
  @ValidateBy({
    name: 'isMailFrom',
    validator: { validate: (v) => typeof v === 'string' && isMailFrom(v), defaultMessage: () => 'MAIL_FROM must be an e-mail address, optionally with a name: Bazaar <no-reply@bazaar.example>' },
  })
  MAIL_FROM?: string;

  @IsOptional()
  @ValidateBy({
    name: 'isSmppUrl',
    validator: { validate: (v) => typeof v === 'string' && isSmppUrl(v), defaultMessage: () => 'SMS_URL must look like smpp://user:pass@host:2775' },
  })
  SMS_URL?: string;

  /** The sender id (header) registered on India's DLT platform, such as BAZAAR (the aggregator's source_addr). */
  @Matches(/^[A-Za-z0-9]{1,11}$/, { message: 'SMS_SENDER must be 1-11 letters or digits, such as BAZAAR' })
  SMS_SENDER = 'BAZAAR';

  /** India's DLT ids, sent with every message (sms/sms-transport.ts); the aggregator refuses messages without them. */
  @IsOptional()
  @Matches(/^\d{1,30}$/, { message: 'SMS_DLT_ENTITY_ID must be the digits of the principal entity id registered on DLT' })
  SMS_DLT_ENTITY_ID?: string;

  @IsOptional()
  @Matches(/^\d{1,30}$/, { message: 'SMS_DLT_TEMPLATE_ID must be the digits of the approved content template id on DLT' })
  SMS_DLT_TEMPLATE_ID?: string;

  /** Both or neither: the Web Push key pair (base64url, as `npx web-push generate-vapid-keys` prints); unset, one is made at first start in DATA_DIR. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{87}$/, { message: 'VAPID_PUBLIC_KEY must be the base64url public key of a P-256 pair (87 characters)' })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'VAPID_PRIVATE_KEY must be the base64url private key of a P-256 pair (43 characters)' })
  VAPID_PRIVATE_KEY?: string;

  /** The push services the site may send to (host names, `*.` for a domain's hosts); the default names the browsers' own. */
  @IsOptional()
  @Matches(/^(\*\.)?[a-z0-9.-]+(,\s*(\*\.)?[a-z0-9.-]+)*$/, { message: 'PUSH_SERVICE_HOSTS must be host names separated by commas, such as fcm.googleapis.com,*.push.services.mozilla.com' })
  PUSH_SERVICE_HOSTS?: string;

  @IsOptional()
  @ValidateBy({
    name: 'isRedisUrl',
    validator: { validate: (v) => typeof v === 'string' && isRedisUrl(v), defaultMessage: () => 'REDIS_URL must look like redis://host:6379, redis://:password@host:6379/0 or rediss://…' },
  })
  REDIS_URL?: string;

  /** Starts every key and channel name, so that several sites (or test runs) can share one Redis. */
  @Matches(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'REDIS_KEY_PREFIX must be 1-64 letters, digits or _ . : -' })
  REDIS_KEY_PREFIX = 'bazaar:';

  @IsOptional()
  @ValidateBy({
    name: 'isOriginList',
    validator: {
      validate: (v) => typeof v === 'string' && v.split(',').every((o) => isOrigin(o.trim())),
      defaultMessage: () => 'CORS_ORIGINS must be http(s) origins separated by commas, such as https://partner.example',
    },
  })
  CORS_ORIGINS?: string;
}

export interface AppConfig {
  port: number;
  dataDir: string;
  uploadsDir: string;
  /** Folder holding admin-ui/ and storefront/ (their dist/ folders are served when built). */
  webRoot: string;
  database: { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };
  /** Worker threads with read-only SQLite connections for the public read path (database/sqlite-read-pool.ts); 0 on MySQL. */
  sqliteReadWorkers: number;
  jwtSecret: string;
  admin: { email?: string; password?: string };
  seedDemo: boolean;
  freeAdDays: number;
  /** Seconds between runs of the ads' scheduled notices (ads/ad-lifecycle.ts). */
  noticesIntervalSeconds: number;
  /** Seconds between looks for saved searches' daily digests (saved-searches/search-alerts.ts). */
  searchAlertsIntervalSeconds: number;
  /** Per-route limits on abuse-prone endpoints; the tests turn them off except where they test them. */
  rateLimits: boolean;
  /**
   * The proof-of-work challenge asked of visitors on sign-up, forgot-password, reports and phone reveals
   * (challenge/): its HMAC key (never logged) and how large its secret number may be; the tests use a small one.
   */
  challenge: { hmacKey: string; maxNumber: number };
  /** The least severe level written to the log (observability/json-logger.ts). */
  logLevel: LogLevel;
  /** A bearer token that may read GET /api/metrics besides admins; unset: admins only. */
  metricsToken?: string;
  /**
   * Express's `trust proxy`: which reverse proxies' X-Forwarded-For to believe, so that the client's
   * own address is what rate limits count and logs show (false: the socket's address).
   */
  trustProxy: false | number | string;
  /** The site's address for links in mails, canonical links and the sitemap; never the request's Host header. */
  publicUrl: string;
  /** Other origins allowed to call the API from a browser (same-origin calls need no CORS). */
  corsOrigins: string[];
  /** Where mail goes: an SMTP server, or (unset) `.eml` files under DATA_DIR/outbox/ (mail/mail-transport.ts). */
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  /**
   * Where SMS go: an SMPP 3.4 server, or (unset) `.txt` files under DATA_DIR/sms-outbox/ (sms/sms-transport.ts); the
   * sender id and DLT ids India requires; and the key phone codes are hashed with (phone-verification/, never logged).
   */
  sms: { smppUrl?: string; sender: string; dltEntityId?: string; dltTemplateId?: string; outboxDir: string; codeKey: string };
  /**
   * Shared by every instance (common/redis/shared-redis.ts): rate-limit counters and catalogue-change
   * notices. Unset: each process keeps its own, as one instance needs.
   */
  redis?: { url: string; keyPrefix: string };
  /**
   * Web Push (push/): the VAPID key pair the push services know the site by, the contact they are given, and the push
   * services a browser's subscription may point at (any other endpoint is refused, so the site never posts elsewhere).
   */
  push: { vapid: { publicKey: string; privateKey: string }; subject: string; serviceHosts: string[] };
}

export class ConfigError extends Error {}

/** Parses and validates the environment once; every bad key is listed. No other file reads process.env. */
export function loadConfig(env: Record<string, string | undefined>, webRoot: string): AppConfig {
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const vars = plainToInstance(EnvironmentVariables, raw, { enableImplicitConversion: false });
  const errors = validateSync(vars, { skipMissingProperties: false });
  if (errors.length) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(vars.DATA_DIR);
  // Only the app's own user may read the database, its secrets and the uploads.
  mkdirSync(join(dataDir, 'uploads'), { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  if (!vars.DATABASE_URL) createPrivateFile(join(dataDir, 'bazaar.sqlite'));
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  const jwtSecret = vars.JWT_SECRET ?? persistedSecret(join(dataDir, 'jwt-secret'));
  return {
    port: vars.PORT,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    webRoot,
    database: vars.DATABASE_URL ? { type: 'mysql', url: vars.DATABASE_URL } : { type: 'sqlite', path: join(dataDir, 'bazaar.sqlite') },
    sqliteReadWorkers: vars.DATABASE_URL ? 0 : vars.SQLITE_READ_WORKERS,
    jwtSecret,
    admin: { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD },
    seedDemo: vars.SEED_DEMO === 'true' || vars.SEED_DEMO === '1',
    freeAdDays: vars.FREE_AD_DAYS,
    noticesIntervalSeconds: vars.NOTICES_INTERVAL_SECONDS,
    searchAlertsIntervalSeconds: vars.SEARCH_ALERTS_INTERVAL_SECONDS,
    rateLimits: vars.RATE_LIMITS === 'true' || vars.RATE_LIMITS === '1',
    // A key of its own even when derived: a challenge's signature must never double as anything the JWT secret signs.
    challenge: { hmacKey: vars.CHALLENGE_HMAC_KEY ?? createHmac('sha256', jwtSecret).update('proof-of-work-challenges').digest('base64url'), maxNumber: vars.CHALLENGE_MAX_NUMBER },
    logLevel: vars.LOG_LEVEL === 'info' ? 'log' : (vars.LOG_LEVEL as LogLevel),
    metricsToken: vars.METRICS_TOKEN,
    trustProxy: vars.TRUST_PROXY === 'false' ? false : /^\d$/.test(vars.TRUST_PROXY) ? Number(vars.TRUST_PROXY) : vars.TRUST_PROXY,
    publicUrl,
    corsOrigins: vars.CORS_ORIGINS ? vars.CORS_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/$/, '')) : [],
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? `Bazaar <no-reply@${new URL(publicUrl).hostname}>`, outboxDir: join(dataDir, 'outbox') },
    sms: {
      smppUrl: vars.SMS_URL,
      sender: vars.SMS_SENDER,
      dltEntityId: vars.SMS_DLT_ENTITY_ID,
      dltTemplateId: vars.SMS_DLT_TEMPLATE_ID,
      outboxDir: join(dataDir, 'sms-outbox'),
      codeKey: createHmac('sha256', jwtSecret).update('phone-verification-codes').digest('base64url'),
    },
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX } : undefined,
    push: {
      vapid: vapidKeys(vars, join(dataDir, 'vapid-keys.json')),
      subject: publicUrl.startsWith('https:') ? publicUrl : `mailto:no-reply@${new URL(publicUrl).hostname}`,
      serviceHosts: vars.PUSH_SERVICE_HOSTS ? vars.PUSH_SERVICE_HOSTS.split(',').map((host) => host.trim()) : BROWSER_PUSH_SERVICES,
    },
  };
}

/** Creates the file readable by its owner only (SQLite gives its -wal and -shm files the same mode), or tightens an existing one. */
function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/** The push services of Chrome/Edge/Android, Firefox, Windows and Safari. */
const BROWSER_PUSH_SERVICES = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com'];

/** The VAPID pair from the environment, else one made at first start and kept in DATA_DIR like the JWT secret. */
function vapidKeys(vars: EnvironmentVariables, file: string): { publicKey: string; privateKey: string } {
  if (vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY) return { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY };
  if (vars.VAPID_PUBLIC_KEY || vars.VAPID_PRIVATE_KEY) throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const pair = persistedSecret(file, () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    // The private key is a 32-byte number: one with leading zero bytes comes back shorter, so pad it.
    const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
    return JSON.stringify({ publicKey: ecdh.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') });
  });
  return JSON.parse(pair) as { publicKey: string; privateKey: string };
}

/**
 * A random secret generated on first start and kept in DATA_DIR, so tokens survive restarts. Written whole
 * under another name, then linked into place (which fails if the file exists): of instances starting together
 * on one DATA_DIR, one secret wins and every instance reads that one, never a half-written file.
 */
function persistedSecret(file: string, make = () => randomBytes(48).toString('base64url')): string {
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, make(), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(file, 'utf8').trim();
}

export const APP_CONFIG = Symbol('APP_CONFIG');
