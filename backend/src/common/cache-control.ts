import { Header } from '@nestjs/common';

/**
 * Lets browsers and CDNs keep a public answer for `seconds` (Express adds an ETag, so a stale copy is
 * revalidated with a cheap 304). Only for public GETs whose data changes rarely or may lag a little.
 */
export const CacheFor = (seconds: number) => Header('Cache-Control', `public, max-age=${seconds}`);
