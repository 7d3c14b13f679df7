import { Injectable, NotFoundException } from '@nestjs/common';
import { CategoriesService } from '../categories/categories.service';
import { type TtlCache } from '../common/ttl-cache';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { LocationsService } from '../locations/locations.service';
import { AdCardsService } from '../search/ad-cards.service';

export interface PageMeta {
  title: string;
  description: string;
  /** Site-relative or absolute */
  canonical?: string;
  /** Pages of the seller area and forms are not for search engines. */
  noindex?: boolean;
  status: number;
}

const SITE = 'Bazaar';
const DEFAULT_TITLE = `${SITE}: classified ads for adults in India`;
const DEFAULT_DESCRIPTION = 'Search and post classified ads by category, state and city across India. Adults (18+) only.';
const titled = (title: string) => `${title} | ${SITE}`;

/** The storefront's own pages that need no lookup (the seed's spellings), and whether crawlers may index them. */
const STATIC_PAGES: Record<string, { title: string; index: boolean }> = {
  'terms&conditions': { title: 'Terms & Conditions', index: true },
  'privacy&policy': { title: 'Privacy Policy', index: true },
  spa: { title: 'Spa and massage centres across India', index: true },
  register: { title: 'Sign up', index: false },
  newuser: { title: 'Sign up', index: false },
  login: { title: 'Log in', index: false },
  profile: { title: 'My profile', index: false },
  'forgot-password': { title: 'Forgot password', index: false },
  'reset-password': { title: 'Choose a new password', index: false },
  'verify-email': { title: 'Verify your e-mail', index: false },
  unsubscribe: { title: 'Unsubscribe', index: false },
  addpost: { title: 'Post an ad', index: false },
  myads: { title: 'My Ads', index: false },
  activity: { title: 'Activity', index: false },
  favourites: { title: 'Favourites', index: false },
  pacakages: { title: 'Promotion packages', index: false },
  topup: { title: 'Promote your ad', index: false },
  checkout: { title: 'Checkout', index: false },
  'select-amount': { title: 'Add money', index: false },
  qrpage: { title: 'Pay by UPI', index: false },
  'payment-confirm': { title: 'Payment submitted', index: false },
};

/**
 * What a crawler should see in the first HTML answer of each storefront page: the same title,
 * description and canonical link the storefront sets in the browser (storefront/src/lib/page-meta.ts),
 * and a 404 status for pages that do not exist.
 */
@Injectable()
export class PageMetaService {
  private readonly cache: TtlCache<PageMeta>;

  constructor(
    private readonly categories: CategoriesService,
    private readonly locations: LocationsService,
    private readonly cards: AdCardsService,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 5000);
  }

  metaFor(path: string): Promise<PageMeta> {
    return this.cache.get(path, () => this.compute(path));
  }

  private async compute(path: string): Promise<PageMeta> {
    let segments: string[];
    try {
      segments = path
        .split('/')
        .filter(Boolean)
        .map((s) => decodeURIComponent(s));
    } catch {
      return notFound(); // a broken %-escape names no page
    }
    if (!segments.length) return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, canonical: '/', status: 200 };
    const [first, second, third] = segments;
    const known = STATIC_PAGES[first.toLowerCase()];
    if (known) return { title: titled(known.title), description: DEFAULT_DESCRIPTION, canonical: known.index ? `/${first}` : undefined, noindex: !known.index, status: 200 };
    if (first === 'ad' && third && segments.length === 3 && /^\d{1,10}$/.test(third)) return this.adPage(Number(third));
    if (segments.length > 2) return notFound();
    const category = await this.categories.bySlug(first).catch(() => null);
    if (!category) return notFound();
    if (!second) return { title: titled(category.metaTitle || category.title), description: category.metaDescription || DEFAULT_DESCRIPTION, canonical: `/${category.slug}`, status: 200 };
    const location = await this.locations.bySlug(second).catch(() => null);
    if (!location) return notFound();
    return {
      title: titled(`${location.metaTitle || `${category.title} in ${location.district}`} · ${category.title}`),
      description: location.metaDescription || category.metaDescription || DEFAULT_DESCRIPTION,
      canonical: location.canonicalLink || `/${category.slug}/${location.slug}`,
      status: 200,
    };
  }

  private async adPage(id: number): Promise<PageMeta> {
    try {
      const ad = await this.cards.publicAd(id, false);
      return { title: titled(`${ad.title} (${ad.location.district})`), description: ad.description.slice(0, 160), canonical: `/ad/${ad.slug}/${ad.id}`, status: 200 };
    } catch (error) {
      if (error instanceof NotFoundException) return notFound();
      throw error;
    }
  }
}

const notFound = (): PageMeta => ({ title: titled('Page not found'), description: DEFAULT_DESCRIPTION, noindex: true, status: 404 });

/**
 * Puts the page's tags into the built index.html (values escaped). Replacer functions, not strings:
 * in a replacement string `$&`, `` $` `` and `$'` would copy parts of the template into an ad's title.
 */
export function renderIndex(template: string, meta: PageMeta, origin: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const canonical = meta.canonical ? new URL(meta.canonical, origin).href : undefined;
  const extra = [canonical ? `<link rel="canonical" href="${escape(canonical)}" />` : '', meta.noindex ? '<meta name="robots" content="noindex" />' : ''].join('');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escape(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escape(meta.description)}" />`)
    .replace('</head>', () => `${extra}</head>`);
}
