import { applyDecorators, Header, type Type } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';

/**
 * For a handler that returns JSON it already has as text (a kept answer): sent as it is, with the
 * JSON content type, and documented in Swagger as `type`.
 */
export const JsonText = (type: Type<unknown>) => applyDecorators(Header('Content-Type', 'application/json; charset=utf-8'), ApiOkResponse({ type }));
