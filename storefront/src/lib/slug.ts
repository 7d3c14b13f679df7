/** An ad's page; its slug comes from the API (backend/src/common/slug.ts builds it from the title). */
export function adPath(ad: { id: number; slug: string }): string {
  return `/ad/${ad.slug || 'ad'}/${ad.id}`;
}

/** The first segment of the results pages of every category (`/all`, `/all/{district or state}`; backend/src/seo/page-meta.service.ts). */
export const ALL_CATEGORIES = 'all';

/** A results page: a category (undefined: all) in all India, a district or a whole state (their slugs never meet). */
export function searchPath(categorySlug: string | undefined, placeSlug?: string, keyword?: string): string {
  const first = categorySlug ?? ALL_CATEGORIES;
  const path = placeSlug ? `/${first}/${placeSlug}` : `/${first}`;
  const query = keyword?.trim() ? `?keyword=${encodeURIComponent(keyword.trim())}` : '';
  return path + query;
}

/** A seller's public page, by their display name (backend/src/sellers/). */
export function sellerPath(displayName: string): string {
  return `/seller/${encodeURIComponent(displayName)}`;
}
