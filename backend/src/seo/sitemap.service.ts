import { Injectable } from '@nestjs/common';
import { CategoriesService } from '../categories/categories.service';
import { slugify } from '../common/slug';
import { type TtlCache } from '../common/ttl-cache';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { LocationsService } from '../locations/locations.service';
import { AdsService } from '../ads';
import { BlogService } from '../blog/blog.service';
import { localisedPath } from './page-texts';

const LATEST_ADS = 5000;
const LATEST_POSTS = 1000;

/** /sitemap.xml, every page in English and Hindi: the home page, category, category × state and category × district pages, the newest ads, the blog and its newest posts; rebuilt hourly and after every catalogue change. */
@Injectable()
export class SitemapService {
  private readonly cache: TtlCache<string>;

  constructor(
    private readonly categories: CategoriesService,
    private readonly locations: LocationsService,
    private readonly ads: AdsService,
    private readonly blog: BlogService,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(3600_000, 10);
  }

  sitemap(origin: string): Promise<string> {
    return this.cache.get(origin, async () => {
      const [categories, locations, states, ads, posts] = await Promise.all([
        this.categories.all(),
        this.locations.all(),
        this.locations.states(),
        this.ads.latestPublic(LATEST_ADS),
        this.blog.latestSlugs(LATEST_POSTS),
      ]);
      const paths = [
        '/',
        '/spa',
        ...categories.map((c) => `/${c.slug}`),
        ...categories.flatMap((c) => states.map((s) => `/${c.slug}/${s.slug}`)),
        ...categories.flatMap((c) => locations.map((l) => `/${c.slug}/${l.slug}`)),
        ...ads.map((ad) => `/ad/${slugify(ad.title) || 'ad'}/${ad.id}`),
        '/blog',
        ...posts.map((slug) => `/blog/${slug}`),
      ];
      // Each page in English and in Hindi, each naming both (hreflang), as their HTML heads do.
      const url = (path: string) => new URL(path, origin).href.replace(/&/g, '&amp;');
      const urls = paths.flatMap((path) => {
        const [english, hindi] = [url(path), url(localisedPath(path, 'hi'))];
        const links = `<xhtml:link rel="alternate" hreflang="en-IN" href="${english}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>`;
        return [`<url><loc>${english}</loc>${links}</url>`, `<url><loc>${hindi}</loc>${links}</url>`];
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    });
  }

  robots(origin: string): string {
    const privatePaths = [
      '/api/',
      '/admin',
      '/AddPost',
      '/myads',
      '/activity',
      '/profile',
      '/checkout/',
      '/topup/',
      '/select-amount',
      '/qrpage',
      '/payment-confirm',
      '/LogIn',
      '/register',
      '/newUser',
    ];
    const disallowed = privatePaths.flatMap((path) => (path.startsWith('/api') || path.startsWith('/admin') ? [path] : [path, localisedPath(path, 'hi')]));
    return `User-agent: *\n${disallowed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
  }
}
