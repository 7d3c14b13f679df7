import { BadRequestException, Param, PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { ApiParam } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { commonRefusal } from './common-refusals';

const MAX_ID = 2_147_483_647;

/** Row ids in paths: positive integers that fit the INT columns, else 400 naming the parameter. */
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    if (!isRowId(value)) {
      throw new BadRequestException({ detail: commonRefusal('notPositiveInteger', { name: this.name }), errors: { [this.name]: commonRefusal('positiveInteger') } });
    }
    return Number(value);
  }
}

const isRowId = (value: unknown): boolean => typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_ID;

/** `@IdParam() id: number` for `:id`, or `@IdParam('adId')`. */
export const IdParam = (name = 'id') => Param(name, new ParseIdPipe(name));

export const ApiIdParam = (name = 'id') => applyDecorators(ApiParam({ name, type: Number, example: 1 }));

/**
 * A row id in a class of path parameters (`@Param() path: SomePathDto`), checked like ParseIdPipe:
 * for routes whose several ids would otherwise repeat an `@IdParam` each.
 */
export const RowId = (): PropertyDecorator => (target, key) => {
  ValidateBy({ name: 'rowId', validator: { validate: (value) => Number.isInteger(value), defaultMessage: () => `${String(key)} must be a positive integer` } })(target, key);
  Transform(({ value }) => (isRowId(value) ? Number(value) : value))(target, key);
};
