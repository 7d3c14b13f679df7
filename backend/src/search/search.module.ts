import { Module } from '@nestjs/common';
import { AdsModule } from '../ads';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { CategoriesModule } from '../categories/categories.module';
import { LocationsModule } from '../locations/locations.module';
import { AdCardsService } from './ad-cards.service';
import { AdPhotoAccess } from './ad-photo-access';
import { PublicAdsController } from './public-ads.controller';
import { KeywordMatches } from './keyword-matches';
import { KeywordPlanner } from './keyword-planner';
import { PromotedTier } from './promoted-tier';
import { RegularTier } from './regular-tier';
import { SearchCounts } from './search-counts';
import { SearchReads } from './search-reads';
import { SearchService } from './search.service';
import { SearchSql } from './search-sql';
import { SimilarAds } from './similar-ads';

/** The public read path: search results, the ad page and its similar ads, lean and kept where it pays. */
@Module({
  imports: [AdsModule, CategoriesModule, LocationsModule, CatalogueCacheModule],
  controllers: [PublicAdsController],
  providers: [SearchService, KeywordPlanner, KeywordMatches, PromotedTier, RegularTier, SearchCounts, SearchReads, SearchSql, AdCardsService, AdPhotoAccess, SimilarAds],
  exports: [AdCardsService, SearchService, AdPhotoAccess],
})
export class SearchModule {}
