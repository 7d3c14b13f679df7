import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CategoriesModule } from '../categories/categories.module';
import { LocationsModule } from '../locations/locations.module';
import { PostsModule } from '../posts/posts.module';
import { PageMetaService } from './page-meta.service';
import { SitemapService } from './sitemap.service';

/** What the server adds to the built storefront: per-page HTML head tags, the sitemap and robots.txt. */
@Module({
  imports: [CatalogueModule, CategoriesModule, LocationsModule, PostsModule],
  providers: [PageMetaService, SitemapService],
})
export class WebModule {}
