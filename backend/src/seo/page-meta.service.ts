import { Injectable, NotFoundException } from '@nestjs/common';
import { type AdDetailDto } from '../ads/dto/ad.dto';
import { BlogService } from '../blog/blog.service';
import { CategoriesService } from '../categories/categories.service';
import { type CategoryDto } from '../categories/dto/category.dto';
import { type TtlCache } from '../common/ttl-cache';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { type LocationDto } from '../locations/dto/location.dto';
import { LocationsService } from '../locations/locations.service';
import { AdCardsService } from '../search/ad-cards.service';
import { SearchService } from '../search/search.service';

export interface PageMeta {
  title: string;
  description: string;
  /** Site-relative or absolute */
  canonical?: string;
  /** Pages of the seller area and forms are not for search engines. */
  noindex?: boolean;
  status: number;
  /** Open Graph type of a page others may share (one with a canonical link); 'website' unless told */
  ogType?: 'website' | 'article';
  /** The image shared with the link (an ad's thumbnail, a category's or a post's picture), absolute */
  image?: string;
  /** schema.org nodes, put in the page's JSON-LD; their URLs absolute */
  structuredData?: object[];
}

const SITE = 'Bazaar';
const DEFAULT_TITLE = `${SITE}: classified ads for adults in India`;
const DEFAULT_DESCRIPTION = 'Search and post classified ads by category, state and city across India. Adults (18+) only.';
const titled = (title: string) => `${title} | ${SITE}`;
const BLOG_DESCRIPTION = 'Safety tips, guides and news from the Bazaar team.';
/** As many ads as the storefront's first results page shows (storefront/src/lib/site-config.ts). */
const RESULTS_PAGE_SIZE = 20;

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
 * and a 404 status for pages that do not exist. Pages others may share (those with a canonical
 * link) also get an image and schema.org data: an ad's thumbnail and an Offer, the ads of a
 * results page's first page as an ItemList, a blog post as a BlogPosting. Kept per address for a
 * minute, dropped on every catalogue change (blog posts included).
 */
@Injectable()
export class PageMetaService {
  private readonly cache: TtlCache<PageMeta>;

  constructor(
    private readonly categories: CategoriesService,
    private readonly locations: LocationsService,
    private readonly cards: AdCardsService,
    private readonly search: SearchService,
    private readonly blog: BlogService,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 5000);
  }

  /** The head of the page at `path`, its links absolute on `origin` (PUBLIC_URL). */
  metaFor(path: string, origin: string): Promise<PageMeta> {
    return this.cache.get(`${origin}${path}`, () => this.compute(path, new SiteLinks(origin)));
  }

  private async compute(path: string, links: SiteLinks): Promise<PageMeta> {
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
    if (first === 'ad' && third && segments.length === 3 && /^\d{1,10}$/.test(third)) return this.adPage(Number(third), links);
    if (segments.length > 2) return notFound();
    if (first.toLowerCase() === 'blog') return second ? this.blogPostPage(second, links) : blogPage;
    const category = await this.categories.bySlug(first).catch(() => null);
    if (!category) return notFound();
    const location = second ? await this.locations.bySlug(second).catch(() => null) : undefined;
    if (location === null) return notFound();
    return this.resultsPage(category, location, links);
  }

  private async adPage(id: number, links: SiteLinks): Promise<PageMeta> {
    let ad: AdDetailDto;
    try {
      ad = await this.cards.publicAd(id, false);
    } catch (error) {
      if (error instanceof NotFoundException) return notFound();
      throw error;
    }
    const canonical = `/ad/${ad.slug}/${ad.id}`;
    const description = ad.description.slice(0, 160);
    const offer = {
      '@type': 'Offer',
      name: ad.title,
      description,
      url: links.to(canonical),
      image: ad.images.map((image) => links.to(image.url)),
      category: ad.category.title,
      areaServed: { '@type': 'Place', name: `${ad.location.district}, ${ad.location.state}` },
      validFrom: ad.createdAt,
      ...(ad.expiresAt ? { validThrough: ad.expiresAt } : {}),
      // The public name only (users/public-name.ts): never the seller's full name, e-mail or phone.
      seller: { '@type': 'Person', name: ad.sellerName },
    };
    return {
      title: titled(`${ad.title} (${ad.location.district})`),
      description,
      canonical,
      image: ad.thumbUrl ? links.to(ad.thumbUrl) : undefined,
      structuredData: [offer, breadcrumbs(links, ad.category, ad.location)],
      status: 200,
    };
  }

  /** A category's page, or a category's page in one district: the first page of its ads, as the storefront shows it without a keyword. */
  private async resultsPage(category: CategoryDto, location: LocationDto | undefined, links: SiteLinks): Promise<PageMeta> {
    const canonical = location ? location.canonicalLink || `/${category.slug}/${location.slug}` : `/${category.slug}`;
    const results = await this.search.search({ categorySlug: category.slug, locationSlug: location?.slug, page: 1, pageSize: RESULTS_PAGE_SIZE });
    const list = {
      '@type': 'ItemList',
      url: links.to(canonical),
      numberOfItems: results.items.length,
      itemListElement: results.items.map((ad, index) => ({ '@type': 'ListItem', position: index + 1, url: links.to(`/ad/${ad.slug}/${ad.id}`), name: ad.title })),
    };
    return {
      title: titled(location ? `${location.metaTitle || `${category.title} in ${location.district}`} · ${category.title}` : category.metaTitle || category.title),
      description: (location && location.metaDescription) || category.metaDescription || DEFAULT_DESCRIPTION,
      canonical,
      image: category.image ? links.to(category.image) : undefined,
      structuredData: [breadcrumbs(links, category, location), list],
      status: 200,
    };
  }

  private async blogPostPage(slug: string, links: SiteLinks): Promise<PageMeta> {
    const post = await this.blog.publicPost(slug).catch((error) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!post) return notFound();
    const canonical = `/blog/${post.slug}`;
    const description = post.excerpt.slice(0, 160) || BLOG_DESCRIPTION;
    const image = post.photo ? links.to(post.photo) : undefined;
    const article = {
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      url: links.to(canonical),
      ...(image ? { image } : {}),
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Organization', name: SITE, url: links.to('/') },
    };
    return { title: titled(post.title), description, canonical, ogType: 'article', image, structuredData: [article], status: 200 };
  }
}

/** Absolute links on the site's public address. */
class SiteLinks {
  constructor(private readonly origin: string) {}

  to(path: string): string {
    return new URL(path, this.origin).href;
  }
}

/** Home › category › district, as the results page's breadcrumb shows it. */
function breadcrumbs(links: SiteLinks, category: Pick<CategoryDto, 'title' | 'slug'>, location?: Pick<LocationDto, 'district' | 'slug'>): object {
  const trail = [{ name: SITE, path: '/' }, { name: category.title, path: `/${category.slug}` }, ...(location ? [{ name: location.district, path: `/${category.slug}/${location.slug}` }] : [])];
  return { '@type': 'BreadcrumbList', itemListElement: trail.map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: links.to(path) })) };
}

const blogPage: PageMeta = { title: titled('Blog'), description: BLOG_DESCRIPTION, canonical: '/blog', status: 200 };

const notFound = (): PageMeta => ({ title: titled('Page not found'), description: DEFAULT_DESCRIPTION, noindex: true, status: 404 });

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON for a <script> element: `<` written as \u003c, so no text in it can close the element or open a
 * comment; U+2028 and U+2029 escaped too, for old JavaScript parsers.
 */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Open Graph and Twitter card tags, and the JSON-LD, of a page others may share. */
function shareTags(meta: PageMeta, canonical: string): string {
  const property = (name: string, value: string) => `<meta property="${name}" content="${escape(value)}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escape(value)}" />`;
  const tags = [
    property('og:type', meta.ogType ?? 'website'),
    property('og:site_name', SITE),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', canonical),
    meta.image ? property('og:image', meta.image) : '',
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    meta.image ? named('twitter:image', meta.image) : '',
  ];
  if (meta.structuredData?.length) {
    tags.push(`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': meta.structuredData })}</script>`);
  }
  return tags.join('');
}

/**
 * Puts the page's tags into the built index.html (values escaped). Replacer functions, not strings:
 * in a replacement string `$&`, `` $` `` and `$'` would copy parts of the template into an ad's title.
 */
export function renderIndex(template: string, meta: PageMeta, origin: string): string {
  const canonical = meta.canonical ? new URL(meta.canonical, origin).href : undefined;
  const extra = [
    canonical ? `<link rel="canonical" href="${escape(canonical)}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    canonical && !meta.noindex ? shareTags(meta, canonical) : '',
  ].join('');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escape(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escape(meta.description)}" />`)
    .replace('</head>', () => `${extra}</head>`);
}
