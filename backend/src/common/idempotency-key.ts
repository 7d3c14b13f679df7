import { BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import { commonRefusal } from './common-refusals';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The client's `Idempotency-Key` header for a call that moves money (undefined when not sent); a
 * malformed key is a 400. Also documents the header on the operation in Swagger.
 */
export const IdempotencyKeyHeader = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined => {
    const value = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !VALID_KEY.test(value)) {
      throw new BadRequestException({ detail: commonRefusal('malformedHeader', { header: IDEMPOTENCY_KEY_HEADER }), errors: { [IDEMPOTENCY_KEY_HEADER]: commonRefusal('malformed') } });
    }
    return value;
  },
  [
    (target: object, key: string | symbol | undefined) => {
      if (key === undefined) return;
      ApiHeader({
        name: IDEMPOTENCY_KEY_HEADER,
        required: false,
        description:
          'A unique value per intended operation (a UUID per click). A retry with the same key within 24 hours gets the first answer again and moves no money; the same key with a different request is 409.',
        schema: { type: 'string', maxLength: 255 },
      })(target, key, Object.getOwnPropertyDescriptor(target, key)!);
    },
  ],
);
