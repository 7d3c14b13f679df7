/** Site-wide constants. Contact details and social profiles are site settings, set in the console (api/get-site-settings.ts). */
export const siteConfig = {
  name: 'Bazaar',
} as const;

/** Toasts close after 5 s; search pages show 20 ads, 500 pages deep at most (the API's limit: backend/src/search/dto/search.dto.ts). */
export const TOAST_SECONDS = 5;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_LAST_PAGE = 500;
