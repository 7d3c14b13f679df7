import { Injectable, NotFoundException } from '@nestjs/common';
import { type AdDetailDto } from '../ads/dto/ad.dto';
import { DetailKind, RateUnit } from '../categories/field-kind';
import { BlogService } from '../blog/blog.service';
import { ALL_CATEGORIES, CategoriesService } from '../categories/categories.service';
import { type CategoryDto } from '../categories/dto/category.dto';
import { type TtlCache } from '../common/ttl-cache';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { type LocationDto } from '../locations/dto/location.dto';
import { LocationsService } from '../locations/locations.service';
import { type StateArea } from '../locations/state-areas';
import { AdCardsService } from '../search/ad-cards.service';
import { SearchService } from '../search/search.service';
import { SellerPages } from '../sellers/seller-pages.service';
import { isStaticPage, localisedPath, type PageLanguage, type PageTextKey, pageTexts } from './page-texts';
import { nameIn } from '../common/texts';

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
  /** The page's language: Hindi pages are the English ones' addresses under /hi (web/page-language.ts). */
  language: PageLanguage;
}

const SITE = 'Bazaar';
/** As many ads as the storefront's first results page shows (storefront/src/lib/site-config.ts). */
const RESULTS_PAGE_SIZE = 20;

/** The storefront's own pages that need no lookup (the seed's spellings) which crawlers may index; their titles are in page-texts.ts. */
const INDEXED_STATIC_PAGES = new Set(['terms&conditions', 'privacy&policy', 'grievance', 'spa']);

/** The storefront's correctly spelled aliases (storefront/src/app/router.tsx), which it redirects to these pages. */
const PAGE_ALIASES: Record<string, string> = {
  signup: 'register',
  'sign-up': 'register',
  'add-post': 'addpost',
  'post-ad': 'addpost',
  'my-ads': 'myads',
  packages: 'pacakages',
  terms: 'terms&conditions',
  'terms-and-conditions': 'terms&conditions',
  privacy: 'privacy&policy',
  'privacy-policy': 'privacy&policy',
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
    private readonly sellers: SellerPages,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 5000);
  }

  /** The head of the page at `path` (without its /hi) in `language`, its links absolute on `origin` (PUBLIC_URL). */
  metaFor(path: string, origin: string, language: PageLanguage = 'en'): Promise<PageMeta> {
    return this.cache.get(`${language}:${origin}${path}`, async () => ({ ...(await this.compute(path, new SiteLinks(origin), new Texts(language))), language }));
  }

  private async compute(path: string, links: SiteLinks, texts: Texts): Promise<Omit<PageMeta, 'language'>> {
    let segments: string[];
    try {
      segments = path
        .split('/')
        .filter(Boolean)
        .map((s) => decodeURIComponent(s));
    } catch {
      return notFound(texts); // a broken %-escape names no page
    }
    if (!segments.length) return { title: texts.t('defaultTitle'), description: texts.defaultDescription, canonical: '/', status: 200 };
    const [first, second, third] = segments;
    const alias = PAGE_ALIASES[first.toLowerCase()];
    const page = alias ?? first.toLowerCase();
    if (isStaticPage(page)) {
      const index = INDEXED_STATIC_PAGES.has(page) && !alias;
      return { title: texts.titled(texts.t(`pages.${page}`)), description: texts.defaultDescription, canonical: index ? `/${first}` : undefined, noindex: !index, status: 200 };
    }
    if (first === 'ad' && third && segments.length === 3 && /^\d{1,10}$/.test(third)) return this.adPage(Number(third), links, texts);
    if (first === 'seller' && second && segments.length === 2) return this.sellerPage(second, links, texts);
    if (segments.length > 2) return notFound(texts);
    if (page === 'blog') return second ? this.blogPostPage(second, links, texts) : { title: texts.titled(texts.t('blog')), description: texts.t('blogDescription'), canonical: '/blog', status: 200 };
    const category = page === ALL_CATEGORIES ? undefined : await this.categories.bySlug(first).catch(() => null);
    if (category === null) return notFound(texts);
    const place = second ? await this.placeBySlug(second) : undefined;
    if (place === null) return notFound(texts);
    return this.resultsPage(category, place, links, texts);
  }

  /** The district of a results page's second segment, else the state (their slugs never meet: locations/state-areas.ts); null: neither. */
  private async placeBySlug(slug: string): Promise<ResultsPlace | null> {
    const district = await this.locations.bySlug(slug).catch(() => null);
    if (district) return { district };
    const state = await this.locations.stateBySlug(slug).catch(() => null);
    return state ? { state } : null;
  }

  private async adPage(id: number, links: SiteLinks, texts: Texts): Promise<Omit<PageMeta, 'language'>> {
    let ad: AdDetailDto;
    try {
      ad = await this.cards.publicAd(id);
    } catch (error) {
      if (error instanceof NotFoundException) return notFound(texts);
      throw error;
    }
    const canonical = `/ad/${ad.slug}/${ad.id}`;
    // The badges first, so that a search result's snippet shows them (the storefront's ad page shows the same).
    const badges = [ad.phoneVerifiedAt && texts.t('phoneVerified'), ad.photosVerifiedAt && texts.t('photosVerified', { date: texts.date(ad.photosVerifiedAt) })].filter(Boolean);
    const description = [...badges, ad.description].join(' · ').slice(0, 160);
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
      ...rateOffer(ad),
    };
    const district = nameIn(texts.language, ad.location.district, ad.location.districtHi);
    return {
      title: texts.titled(texts.t('adTitle', { title: ad.title, district })),
      description,
      canonical,
      image: ad.thumbUrl ? links.to(ad.thumbUrl) : undefined,
      structuredData: [offer, breadcrumbs(links, { name: ad.category.title, slug: ad.category.slug }, { name: ad.location.district, slug: ad.location.slug })],
      status: 200,
    };
  }

  /** A seller's public page (sellers/): their name and since when they are a member; 404 when they have none. */
  private async sellerPage(displayName: string, links: SiteLinks, texts: Texts): Promise<Omit<PageMeta, 'language'>> {
    const seller = await this.sellers.page(displayName, { page: 1, pageSize: RESULTS_PAGE_SIZE }).catch((error) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!seller) return notFound(texts);
    const canonical = `/seller/${encodeURIComponent(seller.displayName)}`;
    const list = {
      '@type': 'ItemList',
      url: links.to(canonical),
      numberOfItems: seller.items.length,
      itemListElement: seller.items.map((ad, index) => ({ '@type': 'ListItem', position: index + 1, url: links.to(`/ad/${ad.slug}/${ad.id}`), name: ad.title })),
    };
    return {
      title: texts.titled(texts.t('sellerTitle', { name: seller.displayName })),
      description: texts.t('sellerDescription', { name: seller.displayName, since: texts.date(seller.memberSince) }),
      canonical,
      structuredData: [list],
      status: 200,
    };
  }

  /**
   * A category's page (or every category's, `/all`), in all India, one district or a whole state: the first page of its
   * ads, as the storefront shows it without a keyword.
   */
  private async resultsPage(category: CategoryDto | undefined, place: ResultsPlace | undefined, links: SiteLinks, texts: Texts): Promise<Omit<PageMeta, 'language'>> {
    const location = place?.district;
    const first = category?.slug ?? ALL_CATEGORIES;
    const path = place ? `/${first}/${location?.slug ?? place.state!.slug}` : `/${first}`;
    const canonical = (category && location?.canonicalLink) || path;
    const results = await this.search.search({ categorySlug: category?.slug, locationSlug: location?.slug, stateSlug: place?.state?.slug, page: 1, pageSize: RESULTS_PAGE_SIZE });
    const list = {
      '@type': 'ItemList',
      url: links.to(canonical),
      numberOfItems: results.items.length,
      itemListElement: results.items.map((ad, index) => ({ '@type': 'ListItem', position: index + 1, url: links.to(`/ad/${ad.slug}/${ad.id}`), name: ad.title })),
    };
    return {
      ...resultsHead(texts, category, place),
      canonical,
      image: category?.image ? links.to(category.image) : undefined,
      structuredData: [breadcrumbs(links, category ? { name: category.title, slug: category.slug } : { name: texts.t('allCategories'), slug: ALL_CATEGORIES }, crumbOf(place)), list],
      status: 200,
    };
  }

  private async blogPostPage(slug: string, links: SiteLinks, texts: Texts): Promise<Omit<PageMeta, 'language'>> {
    const post = await this.blog.publicPost(slug).catch((error) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!post) return notFound(texts);
    const canonical = `/blog/${post.slug}`;
    const description = post.excerpt.slice(0, 160) || texts.t('blogDescription');
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
    return { title: texts.titled(post.title), description, canonical, ogType: 'article', image, structuredData: [article], status: 200 };
  }
}

/** The page texts of one language (page-texts.ts). */
class Texts {
  readonly t: ReturnType<typeof pageTexts>;
  readonly hindi: boolean;

  constructor(readonly language: PageLanguage) {
    this.t = pageTexts(language);
    this.hindi = language === 'hi';
  }

  titled(title: string): string {
    return this.t('titled', { title });
  }

  get defaultDescription(): string {
    return this.t('defaultDescription');
  }

  /** A day as people read it in India: 3 Dec 2026, 3 दिस॰ 2026. */
  date(day: Date): string {
    return new Intl.DateTimeFormat(this.hindi ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(day);
  }
}

/** Where a results page looks besides its category: one district or a whole state. */
type ResultsPlace = { district: LocationDto; state?: undefined } | { state: StateArea; district?: undefined };

/** The place's name in the page's language (the Hindi names where the data has them). */
const placeName = (texts: Texts, place: ResultsPlace | undefined) =>
  place?.district ? nameIn(texts.language, place.district.district, place.district.districtHi) : place ? nameIn(texts.language, place.state.state, place.state.stateHi) : texts.t('india');

/**
 * A results page's title names its category and place ("Women Seeking Men in Mumbai City"). The admins' SEO fields
 * of a district (written in English, for every category) title its page of all categories, `/all/{district}`, and
 * describe its category pages; a category's own title and description its page in all India. A state has no SEO fields
 * of its own: its pages are titled and described from its name (docs/decisions/0033-results-titles-and-state-pages.md).
 */
function resultsHead(texts: Texts, category: CategoryDto | undefined, place: ResultsPlace | undefined): Pick<PageMeta, 'title' | 'description'> {
  const english = !texts.hindi;
  const location = place?.district;
  const where = placeName(texts, place);
  const categoryTitle = category ? nameIn(texts.language, category.title, category.titleHi) : texts.t('allCategories');
  let title: string;
  if (!category) title = (english && location?.metaTitle) || texts.t('allResults', { place: where });
  else if (!place) title = (english && category.metaTitle) || categoryTitle;
  else title = texts.t('results', { category: categoryTitle, district: where });
  const written = english ? location?.metaDescription || (place ? '' : category?.metaDescription) : '';
  const derived = category ? texts.t('resultsDescription', { category: categoryTitle, place: where }) : texts.t('allDescription', { place: where });
  return { title: texts.titled(title), description: written || derived };
}

/** Absolute links on the site's public address. */
class SiteLinks {
  constructor(private readonly origin: string) {}

  to(path: string): string {
    return new URL(path, this.origin).href;
  }
}

/** A step of a breadcrumb: its name (in English, as the data has it) and slug. */
type Crumb = { name: string; slug: string };
const crumbOf = (place: ResultsPlace | undefined): Crumb | undefined =>
  place?.district ? { name: place.district.district, slug: place.district.slug } : place ? { name: place.state.state, slug: place.state.slug } : undefined;

/** Home › category (or all) › district or state, as the results page's breadcrumb shows it. */
function breadcrumbs(links: SiteLinks, category: Crumb, place?: Crumb): object {
  const trail = [{ name: SITE, path: '/' }, { name: category.name, path: `/${category.slug}` }, ...(place ? [{ name: place.name, path: `/${category.slug}/${place.slug}` }] : [])];
  return { '@type': 'BreadcrumbList', itemListElement: trail.map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: links.to(path) })) };
}

const notFound = (texts: Texts): Omit<PageMeta, 'language'> => ({ title: texts.titled(texts.t('notFound')), description: texts.defaultDescription, noindex: true, status: 404 });

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
    property('og:locale', meta.language === 'hi' ? 'hi_IN' : 'en_IN'),
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

/** The page in each language, and x-default (English) for visitors whose language is neither. */
function alternates(path: string, origin: string): string {
  const link = (hreflang: string, language: PageLanguage) => `<link rel="alternate" hreflang="${hreflang}" href="${escape(new URL(localisedPath(path, language), origin).href)}" />`;
  return link('en-IN', 'en') + link('hi-IN', 'hi') + link('x-default', 'en');
}

/**
 * Puts the page's tags into the built index.html (values escaped), in the page's language: its
 * <html lang>, hreflang alternates of pages crawlers may index, and the texts of elements marked
 * `data-text="<key>"` (the 18+ gate, page-texts.ts). Replacer functions, not strings: in a replacement
 * string `$&`, `` $` `` and `$'` would copy parts of the template into an ad's title.
 */
export function renderIndex(template: string, meta: PageMeta, origin: string): string {
  const canonicalPath = meta.canonical?.startsWith('/') ? localisedPath(meta.canonical, meta.language) : meta.canonical;
  const canonical = canonicalPath ? new URL(canonicalPath, origin).href : undefined;
  const indexed = canonical && !meta.noindex;
  const extra = [
    canonical ? `<link rel="canonical" href="${escape(canonical)}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    indexed && meta.canonical?.startsWith('/') ? alternates(meta.canonical, origin) : '',
    indexed ? shareTags(meta, canonical) : '',
  ].join('');
  const t = pageTexts(meta.language);
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${meta.language === 'hi' ? 'hi-IN' : 'en-IN'}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escape(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escape(meta.description)}" />`)
    .replace('</head>', () => `${extra}</head>`)
    .replace(/(<(\w+)[^>]*\sdata-text="([\w.]+)"[^>]*>)[\s\S]*?(<\/\2>)/g, (_all, open: string, _tag, key: string, close: string) => open + t(key as PageTextKey) + close);
}

/** The ad's rate (its category's first RATE detail, issue 44) as the Offer's price per unit; nothing without one. */
function rateOffer(ad: AdDetailDto): Record<string, unknown> {
  const rate = ad.details.find((detail) => detail.kind === DetailKind.Rate && detail.number !== undefined);
  if (!rate) return {};
  const price = { price: rate.number, priceCurrency: 'INR' };
  return { ...price, priceSpecification: { '@type': 'UnitPriceSpecification', ...price, unitText: (rate.unit ?? RateUnit.Hour).toLowerCase() } };
}
