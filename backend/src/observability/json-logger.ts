import type { LoggerService, LogLevel } from '@nestjs/common';
import { requestContext } from '../common/request-context';

const SEVERITY: Record<LogLevel, number> = { fatal: 0, error: 1, warn: 2, log: 3, debug: 4, verbose: 5 };

// Log aggregators (Loki, Elasticsearch, Cloud Logging) know 'info', not Nest's 'log'.
const LEVEL_NAME: Record<LogLevel, string> = { fatal: 'fatal', error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'verbose' };

// Nest announces every module and every route at start-up: a few hundred lines of no use in
// production. They are written as debug lines, so LOG_LEVEL=debug still shows them.
const START_UP_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

const STACK = /\n\s+at /;

type Fields = Record<string, unknown>;

/**
 * Writes lines to stdout once per turn of the event loop instead of once per line: stdout to a
 * file or a pipe is a synchronous write, and one per access line was a quarter of the cost of a
 * kept search answer. Pending lines are written before the process exits or crashes.
 */
function batchedStdout(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (!pending.length) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.on('exit', flush);
  process.on('uncaughtExceptionMonitor', flush);
  return (line) => {
    if (!pending.length) setImmediate(flush);
    pending.push(line);
  };
}

const toStdout = batchedStdout();

/**
 * One JSON object per line on stdout: time, level, context, message, the request id when a
 * request is being served, and any fields passed as an object message
 * (`logger.log({ message: '…', status: 200 })`). Nest's own lines come through here too.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private level: LogLevel = 'log',
    private readonly write: (line: string) => void = toStdout,
  ) {}

  log(message: unknown, ...params: unknown[]) {
    this.print('log', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.print('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.print('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.print('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.print('verbose', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.print('fatal', message, params);
  }

  /** Nest calls this with the list of enabled levels; the least severe one becomes the threshold. */
  setLogLevels(levels: LogLevel[]) {
    this.level = levels.reduce<LogLevel>((least, level) => (SEVERITY[level] > SEVERITY[least] ? level : least), 'fatal');
  }

  isEnabled(level: LogLevel): boolean {
    return SEVERITY[level] <= SEVERITY[this.level];
  }

  private print(level: LogLevel, message: unknown, params: unknown[]) {
    // Nest passes the context last: log(message, context), error(message, stack, context).
    const rest = [...params];
    const context = rest.length && typeof rest[rest.length - 1] === 'string' && !STACK.test(rest[rest.length - 1] as string) ? (rest.pop() as string) : undefined;
    if (level === 'log' && context && START_UP_CHATTER.has(context)) level = 'debug';
    if (!this.isEnabled(level)) return;

    const entry: Fields = { time: new Date().toISOString(), level: LEVEL_NAME[level], context };
    Object.assign(entry, toFields(message));
    const requestId = requestContext.getStore()?.requestId;
    if (requestId && entry.requestId === undefined) entry.requestId = requestId;
    for (const param of rest) {
      if (typeof param === 'string') entry.stack = param;
      else if (param instanceof Error) entry.stack = param.stack;
      else if (param !== undefined) Object.assign(entry, toFields(param, 'detail'));
    }
    const line = stringify(entry) ?? stringify({ time: entry.time, level: entry.level, context, message: String(entry.message), note: 'fields that could not be serialised were left out' });
    this.write(`${line}\n`);
  }
}

function toFields(value: unknown, key = 'message'): Fields {
  if (value instanceof Error) return { [key]: value.message, stack: value.stack };
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return { ...(value as Fields) };
  return { [key]: typeof value === 'string' ? value : (stringify(value) ?? String(value)) };
}

/**
 * A log line must never throw: BigInts become strings, circular objects are reported as such. The
 * replacer is only used when needed: it takes JSON.stringify off its fast path (an access line cost
 * 7× more with it: 25 µs instead of 3.5).
 */
function stringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    try {
      return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
    } catch {
      return undefined;
    }
  }
}

// Libraries that print with console.* (TypeORM's migration lines, for one) would break the
// one-JSON-object-per-line rule; in the server their lines go through the logger instead.
// eslint-disable-next-line no-control-regex -- the escape character is what ANSI colour codes start with
const ANSI = /\u001b\[[0-9;]*m/g;

export function captureConsole(logger: JsonLogger): void {
  const text = (args: unknown[]) =>
    args
      .map((a) => (typeof a === 'string' ? a : a instanceof Error ? (a.stack ?? a.message) : (stringify(a) ?? String(a))))
      .join(' ')
      .replace(ANSI, '');
  console.log = console.info = (...args: unknown[]) => logger.log(text(args), 'console');
  console.warn = (...args: unknown[]) => logger.warn(text(args), 'console');
  console.error = (...args: unknown[]) => logger.error(text(args), 'console');
  console.debug = console.trace = (...args: unknown[]) => logger.debug(text(args), 'console');
}
