/**
 * Site-wide constants. Contact details and social profiles can be set per deployment with
 * VITE_* variables at build time; the defaults are placeholders until the business confirms them.
 */
const env = import.meta.env;

export const siteConfig = {
  name: 'Bazaar',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@bazaar.example',
  contactPhone: env.VITE_CONTACT_PHONE ?? '+910000000000',
  social: [
    { name: 'X', url: env.VITE_SOCIAL_X ?? 'https://x.com/' },
    { name: 'Instagram', url: env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/' },
    { name: 'Facebook', url: env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/' },
    { name: 'Telegram', url: env.VITE_SOCIAL_TELEGRAM ?? 'https://t.me/' },
  ],
} as const;

/** Toasts close after 5 s; search pages show 20 ads, 500 pages deep at most (the API's limit: backend/src/search/dto/search.dto.ts). */
export const TOAST_SECONDS = 5;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_LAST_PAGE = 500;
