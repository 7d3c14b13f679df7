import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** A window of a list, as both the seed's paged endpoints and react-admin's resources ask for it. */
export interface ListOptions<F extends string = string> {
  skip: number;
  take: number;
  sortField?: F;
  sortOrder?: 'ASC' | 'DESC';
  /** Only these ids (react-admin's getMany) */
  ids?: number[];
}

export const fromPage = (page: number, pageSize: number): ListOptions<never> => ({ skip: (page - 1) * pageSize, take: pageSize });

/** Applies ids and order (a whitelisted column, then id for a stable order); the caller adds the window. */
export function applyIdsAndOrder<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, options: ListOptions, defaultSort: string): SelectQueryBuilder<T> {
  if (options.ids) query.andWhere(`${alias}.id IN (:...listIds)`, { listIds: options.ids.length ? options.ids : [0] });
  const order = options.sortOrder ?? 'DESC';
  query.orderBy(`${alias}.${options.sortField ?? defaultSort}`, order);
  if ((options.sortField ?? defaultSort) !== 'id') query.addOrderBy(`${alias}.id`, order);
  return query;
}
