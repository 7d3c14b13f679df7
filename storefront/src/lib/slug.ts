/**
 * URL words exactly as the API builds them (backend/src/common/slug.ts, `slugify`): accents dropped,
 * lower case, each run of anything but a-z and 0-9 turned into one hyphen, none at either end.
 * backend/test/slug-parity.e2e-spec.ts checks that the two give the same answer.
 */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function adPath(ad: { id: number; slug?: string; title: string }): string {
  return `/ad/${ad.slug || toSlug(ad.title) || 'ad'}/${ad.id}`;
}

export function searchPath(categorySlug: string, districtSlug?: string, keyword?: string): string {
  const path = districtSlug ? `/${categorySlug}/${districtSlug}` : `/${categorySlug}`;
  const query = keyword?.trim() ? `?keyword=${encodeURIComponent(keyword.trim())}` : '';
  return path + query;
}
