import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { commonRefusal } from '../common-refusals';

/** The query ra-data-simple-rest sends for getList, getMany and getManyReference. */
export class RaListQueryDto {
  /** JSON ["field","ASC"|"DESC"] */
  @ApiPropertyOptional({ example: '["id","DESC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  /** JSON [first, last], inclusive, 0-based */
  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  range?: string;

  /** JSON object of filters, e.g. {"q":"pune","id":[1,2]} */
  @ApiPropertyOptional({ example: '{}' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}

export interface RaList<F extends string> {
  skip: number;
  take: number;
  sortField: F;
  sortOrder: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
  /** The ids of a getMany call, if any */
  ids?: number[];
}

const MAX_PAGE = 100;

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestException({ detail: commonRefusal('list.notJson', { name }), errors: { [name]: commonRefusal('list.mustBeJson') } });
  }
}

/** Parses and checks a react-admin list query against the fields a resource can be sorted by. */
export function parseRaList<F extends string>(query: RaListQueryDto, sortable: readonly F[], defaultSort: F): RaList<F> {
  const sort = parseJson('sort', query.sort) ?? [defaultSort, 'DESC'];
  const range = parseJson('range', query.range) ?? [0, 24];
  const filter = parseJson('filter', query.filter) ?? {};
  if (!Array.isArray(sort) || sort.length !== 2 || !sortable.includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new BadRequestException({ detail: commonRefusal('list.sort', { fields: sortable.join(', ') }) });
  }
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new BadRequestException({ detail: commonRefusal('list.range') });
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadRequestException({ detail: commonRefusal('list.filter') });
  const filters = filter as Record<string, unknown>;
  let ids: number[] | undefined;
  if ('id' in filters) {
    const raw = Array.isArray(filters.id) ? filters.id : [filters.id];
    ids = raw.map(Number);
    if (!ids.every((id) => Number.isInteger(id) && id > 0) || ids.length > 1000) throw new BadRequestException({ detail: commonRefusal('list.ids') });
    delete filters.id;
  }
  return { skip: range[0], take: Math.min(range[1] - range[0] + 1, MAX_PAGE), sortField: sort[0] as F, sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC', filter: filters, ids };
}

/** Sends a page the way ra-data-simple-rest reads it: the array as body, the total in Content-Range. */
export function raPage<T>(res: Response, resource: string, list: RaList<string>, { items, total }: { items: T[]; total: number }): T[] {
  const end = items.length ? list.skip + items.length - 1 : list.skip;
  res.setHeader('Content-Range', `${resource} ${list.skip}-${end}/${total}`);
  res.setHeader('X-Total-Count', String(total));
  return items;
}

/** The same for small resources listed whole from their service: filter by ids, sort and slice in memory. */
export function raSlice<T extends { id: number }>(res: Response, resource: string, list: RaList<string>, all: T[], matches: (item: T) => boolean = () => true): T[] {
  const field = list.sortField as keyof T;
  const filtered = all.filter((item) => (!list.ids || list.ids.includes(item.id)) && matches(item));
  filtered.sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    const order = x === y ? 0 : x === null || x === undefined ? -1 : y === null || y === undefined ? 1 : x < y ? -1 : 1;
    return list.sortOrder === 'ASC' ? order : -order;
  });
  return raPage(res, resource, list, { items: filtered.slice(list.skip, list.skip + list.take), total: filtered.length });
}

export const filterText = (filter: Record<string, unknown>, key = 'q'): string | undefined => {
  const value = filter[key];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
};

export const filterInt = (filter: Record<string, unknown>, key: string): number | undefined => {
  const value = Number(filter[key]);
  return filter[key] !== undefined && filter[key] !== '' && Number.isInteger(value) && value > 0 ? value : undefined;
};
