import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 whose Retry-After header (set by the exception filter) tells the client when to try again. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    detail = `Too many requests: please try again in ${retryAfterSeconds} s`,
  ) {
    super({ detail }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
