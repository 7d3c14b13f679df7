import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * A query's page number, 1 to `maxPage` (how deep a list may be paged differs: deep pages of a search cost
 * more than an admin's list). class-validator checks rules in the order they are registered, and
 * applyDecorators registers them in list order, so the type check is listed first: 'two' is "not a whole
 * number", not "at most …" (written as stacked decorators, the same rules read bottom-up).
 */
export const PageNumber = (maxPage: number) =>
  applyDecorators(
    IsInt(),
    Min(1),
    Max(maxPage),
    Type(() => Number),
    IsOptional(),
    ApiProperty({ required: false, minimum: 1, maximum: maxPage }),
  );

/** A query's page size, 1 to 100. */
export const PageSize = () =>
  applyDecorators(
    IsInt(),
    Min(1),
    Max(100),
    Type(() => Number),
    IsOptional(),
    ApiProperty({ required: false, minimum: 1, maximum: 100 }),
  );

/** Paging of the admin console's lists: up to 100,000 pages of 50 rows by default. */
export class AdminPageQueryDto {
  @PageNumber(100_000)
  page: number = 1;

  @PageSize()
  pageSize: number = 50;
}

export class PageQueryDto {
  /** 1-based page number */
  @PageNumber(10_000)
  page: number = 1;

  /** Items per page (at most 100) */
  @PageSize()
  pageSize: number = 20;

  get skip(): number {
    return (this.page - 1) * this.pageSize;
  }
}

/**
 * A page of a list: `{items, total, page, pageSize}`. Subclassed per item type for Swagger, each
 * redeclaring `items` with its type; a decorator here would turn every subclass's `items` into an array of
 * untyped arrays (docs/decisions/0001-openapi-metadata.md).
 */
export class PageDto<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;

  static of<T>(items: T[], total: number, query: { page: number; pageSize: number }): PageDto<T> {
    return Object.assign(new PageDto<T>(), { items, total, page: query.page, pageSize: query.pageSize });
  }
}
