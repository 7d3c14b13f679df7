import { ValidateIf } from 'class-validator';

/**
 * For update bodies: validate the field only when it was sent. Unlike @IsOptional(), null is not
 * "not sent": it is checked (and refused) like any other value, so a NOT NULL column never gets one.
 */
export const IfSent = () => ValidateIf((_: object, value: unknown) => value !== undefined);
