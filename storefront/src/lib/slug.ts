/** URL words as the API builds them (PRODUCT.md section 5): lowercase, spaces to hyphens. */
export function toSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
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
