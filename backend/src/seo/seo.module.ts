import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { BlogModule } from '../blog/blog.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { CategoriesModule } from '../categories/categories.module';
import { LocationsModule } from '../locations/locations.module';
import { SearchModule } from '../search/search.module';
import { SellersModule } from '../sellers/sellers.module';
import { DescriptionsResourceController } from './descriptions-resource.controller';
import { PageMetaService } from './page-meta.service';
import { SeoDescriptionAdminController } from './seo-description-admin.controller';
import { SeoDescriptionController } from './seo-description.controller';
import { SeoDescription } from './seo-description.entity';
import { SeoDescriptionService } from './seo-description.service';
import { SitemapService } from './sitemap.service';

/**
 * What search engines and link previews read: the home page's SEO description, each page's HTML
 * head (title, description, canonical link, Open Graph and Twitter tags, JSON-LD; web/web-apps.ts
 * puts it in the storefront's index.html), the sitemap and robots.txt. Categories' and locations' own SEO fields live with them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SeoDescription]), AdsModule, SearchModule, SellersModule, BlogModule, CategoriesModule, LocationsModule, CatalogueCacheModule],
  controllers: [SeoDescriptionController, SeoDescriptionAdminController, DescriptionsResourceController],
  providers: [SeoDescriptionService, PageMetaService, SitemapService],
})
export class SeoModule {}
