/** An ad's page; its slug comes from the API (backend/src/common/slug.ts builds it from the title). */
export function adPath(ad: { id: number; slug: string }): string {
  return `/ad/${ad.slug || 'ad'}/${ad.id}`;
}

export function searchPath(categorySlug: string, districtSlug?: string, keyword?: string): string {
  const path = districtSlug ? `/${categorySlug}/${districtSlug}` : `/${categorySlug}`;
  const query = keyword?.trim() ? `?keyword=${encodeURIComponent(keyword.trim())}` : '';
  return path + query;
}
