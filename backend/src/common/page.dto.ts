import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class PageQueryDto {
  /** 1-based page number */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page: number = 1;

  /** Items per page (at most 100) */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
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
