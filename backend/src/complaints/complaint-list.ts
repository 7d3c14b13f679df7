import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { commonRefusal } from '../common/common-refusals';
import { parseRaList, raPage } from '../common/ra/ra-list';
import { COMPLAINT_SORT_FIELDS, type ComplaintFilter, type ComplaintSortField } from './complaints-admin.service';
import type { ComplaintListQueryDto } from './dto/admin-complaint.dto';
import { ComplaintKind } from './complaint-kind';
import { ComplaintStatus } from './complaint-status';

const MAX_ROWS = 100;

const oneOf = <T extends string>(values: T[], value: unknown): T | undefined => values.find((v) => v === value);

/**
 * Reads the queue's query in either dialect: ra-data-simple-rest's JSON `sort`/`range`/`filter`, or json-server's
 * `_start`/`_end`/`_sort`/`_order` with plain `status`/`kind`/`overdue` (the contract names both). Default: nextDueAt
 * ascending (closed last).
 */
export function complaintList(query: ComplaintListQueryDto) {
  const list = parseRaList<ComplaintSortField>({ ...query, sort: query.sort ?? '["nextDueAt","ASC"]' }, COMPLAINT_SORT_FIELDS, 'nextDueAt');
  if (query._sort !== undefined) {
    const field = oneOf([...COMPLAINT_SORT_FIELDS], query._sort);
    if (!field) throw new BadRequestException({ detail: commonRefusal('list.sort', { fields: COMPLAINT_SORT_FIELDS.join(', ') }) });
    list.sortField = field;
  }
  if (query._order) list.sortOrder = query._order.toUpperCase() as 'ASC' | 'DESC';
  if (query._start !== undefined || query._end !== undefined) {
    const start = Number(query._start ?? 0);
    const end = Number(query._end ?? start + 25);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start) throw new BadRequestException({ detail: commonRefusal('list.range') });
    list.skip = start;
    list.take = Math.min(end - start, MAX_ROWS);
  }
  const overdue = query.overdue ?? list.filter.overdue;
  const filter: ComplaintFilter = {
    status: oneOf(Object.values(ComplaintStatus), query.status ?? list.filter.status),
    kind: oneOf(Object.values(ComplaintKind), query.kind ?? list.filter.kind),
    overdue: overdue === true || overdue === 'true' ? true : overdue === false || overdue === 'false' ? false : undefined,
  };
  return { list, filter, send: <T>(res: Response, page: { items: T[]; total: number }) => raPage(res, 'complaints', list, page) };
}
