import { AdLifecycle } from './ad-lifecycle';
import { NoticesModule } from '../notices/notices.module';
import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { AdDetail } from './ad-detail.entity';
import { AdDetails } from './ad-details';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { MediaModule } from '../media/media.module';
import { ModerationModule } from '../moderation/moderation.module';
import { UsersModule } from '../users/users.module';
import { AdImage } from './ad-image.entity';
import { AdViewer } from './ad-viewer.entity';
import { AdViews } from './ad-views';
import { Ad } from './ad.entity';
import { AdsAdminController } from './ads-admin.controller';
import { AdsResourceController } from './ads-resource.controller';
import { AdsController } from './ads.controller';
import { AdsService } from './ads.service';
import { ReviewHolds } from './review-holds';
import { AccountAds } from './account-ads';
import { AdEditor } from './ad-editor';
import { AdEvents } from './ad-events';
import { AdModerationService } from './ad-moderation.service';
import { AdPhotos } from './ad-photos';
import { AdPublishing } from './ad-publishing';
import { AdStore } from './ad-store';
import { SellerAdsService } from './seller-ads.service';
import { Report } from './report.entity';
import { ReportsService } from './reports.service';
import { SellerAdsController } from './seller-ads.controller';
import { AdPhones } from './ad-phones';
import { SellerStorage } from './seller-storage';
import { ReviewQueueController } from './review-queue.controller';
import { ReviewQueueService } from './review-queue.service';

/** Ads and their reports: the only module that writes them (the public read path is search/). */
@Module({
  imports: [TypeOrmModule.forFeature([Ad, AdImage, AdDetail, Report, AdViewer]), CatalogueCacheModule, CategoriesModule, MediaModule, BlacklistModule, UsersModule, NoticesModule, ModerationModule],
  controllers: [AdsController, SellerAdsController, AdsAdminController, AdsResourceController, ReviewQueueController],
  providers: [
    AdsService,
    ReviewHolds,
    AdStore,
    AdEvents,
    AdPhotos,
    AdPhones,
    AdEditor,
    AdPublishing,
    SellerAdsService,
    AdModerationService,
    AccountAds,
    ReportsService,
    ReviewQueueService,
    AdViews,
    SellerStorage,
    AdLifecycle,
    AdDetails,
  ],
  exports: [AdsService, AdDetails, AdViews, ReportsService, AdPublishing, AdPhotos, AdPhones, ReviewHolds],
})
export class AdsModule {}
