import type { Response } from 'express';

/** For the seed's list endpoints that answer a bare array: the page is the body, the total goes in a header. */
export function withTotalCount<T>(res: Response, { items, total }: { items: T[]; total: number }): T[] {
  res.setHeader('X-Total-Count', String(total));
  return items;
}
