import { Logger } from '@nestjs/common';
import { JsonLogger } from './json-logger';
import { requestContext } from '../common/request-context';

describe('JsonLogger', () => {
  const capture = (level?: ConstructorParameters<typeof JsonLogger>[0]) => {
    const lines: string[] = [];
    return { logger: new JsonLogger(level, (line) => lines.push(line)), entries: () => lines.map((line) => JSON.parse(line)), lines };
  };

  it('writes one JSON object per line, with time, level, context and message', () => {
    const { logger, lines, entries } = capture();
    logger.log('Listening on http://localhost:3000', 'Bazaar');
    logger.warn('multi\nline', 'Seed');
    expect(lines.every((line) => line.endsWith('\n') && line.indexOf('\n') === line.length - 1)).toBe(true);
    expect(entries()).toEqual([
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), level: 'info', context: 'Bazaar', message: 'Listening on http://localhost:3000' },
      expect.objectContaining({ level: 'warn', context: 'Seed', message: 'multi\nline' }),
    ]);
  });

  it("reads Nest's error(message, stack, context) and object messages as fields", () => {
    const { logger, entries } = capture();
    const error = new Error('boom');
    logger.error('failed', error.stack, 'HttpExceptionFilter');
    logger.error({ message: 'POST /x failed', status: 500, requestId: 'r-1' }, undefined, 'HttpExceptionFilter');
    logger.log(error, 'Ctx');
    expect(entries()).toEqual([
      expect.objectContaining({ level: 'error', context: 'HttpExceptionFilter', message: 'failed', stack: expect.stringContaining('Error: boom') }),
      expect.objectContaining({ level: 'error', context: 'HttpExceptionFilter', message: 'POST /x failed', status: 500, requestId: 'r-1' }),
      expect.objectContaining({ level: 'info', context: 'Ctx', message: 'boom', stack: expect.any(String) }),
    ]);
  });

  it('drops levels below LOG_LEVEL', () => {
    const { logger, entries } = capture('warn');
    logger.log('hidden');
    logger.debug('hidden');
    logger.warn('shown');
    logger.error('shown');
    logger.fatal('shown');
    expect(entries().map((e) => e.level)).toEqual(['warn', 'error', 'fatal']);
  });

  it("turns Nest's per-module and per-route start-up lines into debug lines", () => {
    const quiet = capture('log');
    quiet.logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    quiet.logger.log('HealthController {/api/health}:', 'RoutesResolver');
    quiet.logger.log('AppModule dependencies initialized', 'InstanceLoader');
    quiet.logger.log('Nest application successfully started', 'NestApplication');
    expect(quiet.entries().map((e) => e.context)).toEqual(['NestApplication']);

    const verbose = capture('debug');
    verbose.logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    expect(verbose.entries()).toEqual([expect.objectContaining({ level: 'debug', context: 'RouterExplorer' })]);
  });

  it('adds the id of the request being served', () => {
    const { logger, entries } = capture();
    requestContext.run({ requestId: 'req-42', language: 'en' }, () => logger.log('inside'));
    logger.log('outside');
    expect(entries().map((e) => e.requestId)).toEqual(['req-42', undefined]);
  });

  it('never throws on what it cannot serialise', () => {
    const { logger, entries } = capture();
    const circular: Record<string, unknown> = { message: 'loop' };
    circular.self = circular;
    logger.log(circular);
    logger.log({ message: 'big', amount: 10n });
    expect(entries()).toEqual([expect.objectContaining({ message: 'loop', note: expect.any(String) }), expect.objectContaining({ amount: '10' })]);
  });

  it("is what Nest's Logger writes through once installed", () => {
    const { logger, entries } = capture();
    Logger.overrideLogger(logger);
    try {
      new Logger('Somewhere').warn('through Nest');
    } finally {
      Logger.overrideLogger(false);
    }
    expect(entries()).toEqual([expect.objectContaining({ level: 'warn', context: 'Somewhere', message: 'through Nest' })]);
  });
});
