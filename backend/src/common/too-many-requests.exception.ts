import { HttpException, HttpStatus } from '@nestjs/common';
import { commonRefusal } from './common-refusals';

/** A 429 whose Retry-After header (set by the exception filter) tells the client when to try again. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    detail = commonRefusal('tooManyRequests', { seconds: String(retryAfterSeconds) }),
  ) {
    super({ detail }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
