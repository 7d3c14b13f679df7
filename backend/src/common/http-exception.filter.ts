import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { EntityNotFoundError } from 'typeorm';
import { requestIdOf } from './request-context';
import { isMissingReference, isNullViolation, isReferencedError, isUniqueViolation } from './db-errors';
import { TooManyRequestsException } from './too-many-requests.exception';
import { commonRefusal } from './common-refusals';

export interface ErrorBody {
  detail: string;
  errors?: Record<string, string>;
}

/** Renders every error, from any layer, as `{"detail": "…"}` with the right status (docs/api.md, "Conventions"). */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const [status, body] = toErrorBody(exception);
    if (status >= 500) {
      // The request id is also in the answer's X-Request-Id header: a user's report leads to this line.
      const path = request.originalUrl.split('?')[0];
      this.logger.error(
        { message: `${request.method} ${path} failed: ${exception instanceof Error ? exception.message : String(exception)}`, requestId: requestIdOf(request), method: request.method, path, status },
        exception instanceof Error ? exception.stack : undefined,
      );
    }
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    // The detail is in the request's language (texts.ts, `requestTexts`): a shared cache must not answer another language with it.
    response.vary('Accept-Language');
    response.status(status).json(body);
  }
}

export function toErrorBody(exception: unknown): [number, ErrorBody] {
  const bodyRefusal = bodyParserRefusal(exception instanceof HttpException ? exception.cause : exception);
  if (bodyRefusal) return bodyRefusal;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const answer = exception.getResponse();
    if (typeof answer === 'object' && answer !== null && 'detail' in answer) return [status, answer as ErrorBody];
    const message = typeof answer === 'string' ? answer : (answer as { message?: string | string[] }).message;
    return [status, { detail: Array.isArray(message) ? message.join('; ') : (message ?? exception.message) }];
  }
  if (exception instanceof EntityNotFoundError) return [HttpStatus.NOT_FOUND, { detail: commonRefusal('notFound') }];
  if (isUniqueViolation(exception)) return [HttpStatus.CONFLICT, { detail: commonRefusal('recordExists') }];
  if (isReferencedError(exception)) return [HttpStatus.CONFLICT, { detail: commonRefusal('recordInUse') }];
  if (isMissingReference(exception)) return [HttpStatus.BAD_REQUEST, { detail: commonRefusal('missingReference') }];
  if (isNullViolation(exception)) return [HttpStatus.BAD_REQUEST, { detail: commonRefusal('requiredField') }];
  // Errors raised by Express middleware carry their own status.
  const httpError = exception as { status?: number; message?: string };
  if (typeof httpError?.status === 'number' && httpError.status >= 400 && httpError.status < 500) return [httpError.status, { detail: httpError.message ?? 'Bad request' }];
  return [HttpStatus.INTERNAL_SERVER_ERROR, { detail: commonRefusal('serverError') }];
}

/**
 * The body parser's refusals, in the request's language. Nest hands them over wrapped in an HttpException whose
 * cause is the parser's error (ExpressAdapter.mapException), with the parser's English (or V8's) message.
 */
function bodyParserRefusal(error: unknown): [number, ErrorBody] | undefined {
  const { type, limit, depth, charset, encoding, status, errno } = (error ?? {}) as {
    type?: string;
    limit?: number;
    depth?: number;
    charset?: string;
    encoding?: string;
    status?: number;
    errno?: number;
  };
  switch (type) {
    case 'entity.parse.failed':
      return [HttpStatus.BAD_REQUEST, { detail: commonRefusal('malformedJson') }];
    case 'entity.too.deep':
      return [HttpStatus.BAD_REQUEST, { detail: commonRefusal('bodyTooDeep', { depth: String(depth) }) }];
    case 'entity.too.large':
      return [HttpStatus.PAYLOAD_TOO_LARGE, { detail: commonRefusal('bodyTooLarge', { kilobytes: String(Math.floor(Number(limit) / 1024)) }) }];
    case 'charset.unsupported':
      return [HttpStatus.UNSUPPORTED_MEDIA_TYPE, { detail: commonRefusal('charsetUnsupported', { charset: String(charset) }) }];
    case 'encoding.unsupported':
      return [HttpStatus.UNSUPPORTED_MEDIA_TYPE, { detail: commonRefusal('encodingUnsupported', { encoding: String(encoding) }) }];
  }
  // zlib's own error (a number in errno) while inflating a gzip, deflate or br body, which the parser passes on as a 400.
  if (status === HttpStatus.BAD_REQUEST && type === undefined && typeof errno === 'number') return [HttpStatus.BAD_REQUEST, { detail: commonRefusal('cannotDecompress') }];
  return undefined;
}
