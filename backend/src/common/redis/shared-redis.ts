import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** A command taking longer than this counts as Redis being down: a request never waits on it for longer. */
const COMMAND_TIMEOUT_MS = 500;
/** How long a start waits for Redis before serving without it (it keeps reconnecting meanwhile). */
const CONNECT_WAIT_MS = 5000;
/** One warning per problem this often, not one per request, while Redis is down. */
const WARN_EVERY_MS = 30_000;

export interface Subscription {
  /** A message another instance published on the channel: its JSON payload, parsed. */
  message(payload: unknown): void;
  /**
   * The subscription was (re)established: messages published while it was not may have been missed
   * (pub/sub keeps nothing), so whatever they would have dropped must be dropped now.
   */
  missed(): void;
}

/**
 * The Redis every instance shares when REDIS_URL is set (docs/decisions/0013-shared-state-in-redis.md):
 * a command connection for counters and a subscriber connection for notices between instances.
 * Without REDIS_URL `enabled` is false and the callers keep their state in the process, as one
 * instance needs. Redis being down never fails a request: commands fail fast (no offline queue,
 * a 500 ms timeout), the callers fall back, and a warning is logged at most every 30 s.
 */
@Injectable()
export class SharedRedis implements OnModuleInit, OnApplicationShutdown {
  /** Names this process in what it publishes, so it can ignore its own notices. */
  readonly instanceId = randomUUID();
  private readonly logger = new Logger('Redis');
  private readonly prefix: string;
  private readonly commands?: Redis;
  private readonly subscriber?: Redis;
  private readonly subscriptions = new Map<string, Subscription[]>();
  private readonly warnedAt = new Map<string, number>();
  private started = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.redis?.keyPrefix ?? '';
    if (!config.redis) return;
    const options = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: COMMAND_TIMEOUT_MS };
    this.commands = new Redis(config.redis.url, { ...options, enableOfflineQueue: false });
    // The subscriber queues its SUBSCRIBEs until connected, and ioredis subscribes again after a reconnect.
    this.subscriber = new Redis(config.redis.url, { ...options, commandTimeout: undefined });
    for (const [name, connection] of [
      ['commands', this.commands],
      ['subscriber', this.subscriber],
    ] as const) {
      connection.on('error', (error: Error) => this.warn(`connection:${name}`, `Redis (${name} connection): ${error.message}; retrying`));
    }
    this.subscriber.on('ready', () => {
      for (const list of this.subscriptions.values()) for (const subscription of list) subscription.missed();
    });
    this.subscriber.on('message', (channel: string, text: string) => this.received(channel, text));
  }

  get enabled(): boolean {
    return !!this.commands;
  }

  /** A key or channel name under REDIS_KEY_PREFIX. */
  key(name: string): string {
    return this.prefix + name;
  }

  /** Waits (briefly) for both connections, so that a new instance hears the others' notices before it serves. */
  async onModuleInit(): Promise<void> {
    if (!this.commands || !this.subscriber) return;
    this.started = true;
    const connected = Promise.all([this.commands.connect(), this.subscriber.connect().then(() => this.subscribeAll())]);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), CONNECT_WAIT_MS)));
    connected.catch(() => undefined);
    try {
      if ((await Promise.race([connected, timedOut])) === 'timeout') this.warn('start', `Redis did not answer within ${CONNECT_WAIT_MS / 1000} s: starting without it, and retrying`);
      else this.logger.log('Connected: rate limits and catalogue-change notices are shared with the other instances');
    } catch (error) {
      this.warn('start', `Redis is unreachable (${(error as Error).message}): starting without it, and retrying`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes both connections at once: the requests are done by now, and QUIT would wait for a Redis that is down. */
  onApplicationShutdown(): void {
    this.commands?.disconnect();
    this.subscriber?.disconnect();
  }

  /** Runs a command on the shared connection; rejects at once when Redis is down (callers fall back). */
  run<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    if (!this.commands) return Promise.reject(new Error('REDIS_URL is not set'));
    return command(this.commands);
  }

  /**
   * Tells the other instances, as JSON on the channel. Resolves once Redis has passed it on (so an
   * answer sent after it is not outrun by the notice), or at once with a warning when Redis is down.
   */
  async publish(channel: string, payload: object): Promise<void> {
    if (!this.commands) return;
    try {
      await this.commands.publish(this.key(channel), JSON.stringify({ from: this.instanceId, payload }));
    } catch (error) {
      this.warn(`publish:${channel}`, `Could not publish on ${channel} (${(error as Error).message}): other instances keep what they cached until it expires`);
    }
  }

  /** Hears what other instances publish on the channel (never this instance's own messages). */
  subscribe(channel: string, subscription: Subscription): void {
    if (!this.subscriber) return;
    const list = this.subscriptions.get(channel) ?? [];
    list.push(subscription);
    this.subscriptions.set(channel, list);
    // Before the start, onModuleInit subscribes to all; after it, SUBSCRIBE waits in the queue while disconnected.
    if (this.started) void this.subscriber.subscribe(this.key(channel)).catch(() => undefined);
  }

  /** Logs a warning for the problem unless one was logged in the last 30 s. */
  warn(problem: string, message: string): void {
    const now = Date.now();
    if (now - (this.warnedAt.get(problem) ?? 0) < WARN_EVERY_MS) return;
    this.warnedAt.set(problem, now);
    this.logger.warn(message);
  }

  private async subscribeAll(): Promise<void> {
    const channels = [...this.subscriptions.keys()].map((channel) => this.key(channel));
    if (channels.length) await this.subscriber!.subscribe(...channels);
  }

  private received(channel: string, text: string): void {
    const list = this.subscriptions.get(channel.slice(this.prefix.length));
    if (!list) return;
    let message: { from?: unknown; payload?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      message = {};
    }
    if (message.from === this.instanceId) return;
    for (const subscription of list) subscription.message(message.payload);
  }
}
