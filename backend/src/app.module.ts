import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ActivityModule } from './activity/activity.module';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module';
import { AdsModule } from './ads';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BlacklistModule } from './blacklist/blacklist.module';
import { BlogModule } from './blog/blog.module';
import { BreachesModule } from './breaches/breaches.module';
import { CatalogueCacheModule } from './catalogue-cache/catalogue-cache.module';
import { CategoriesModule } from './categories/categories.module';
import { ComplaintsModule } from './complaints/complaints.module';
import { ChallengeModule } from './challenge/challenge.module';
import { ChallengeGuard } from './challenge/requires-challenge';
import { JwtAuthGuard } from './common/auth/jwt-auth.guard';
import { RolesGuard } from './common/auth/roles.guard';
import { RateLimitGuard } from './common/rate-limit';
import { RequestBodyGuard } from './common/request-body';
import { SharedRedisModule } from './common/redis/shared-redis.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FavouritesModule } from './favourites/favourites.module';
import { PushModule } from './push/push.module';
import { LocationsModule } from './locations/locations.module';
import { MediaModule } from './media/media.module';
import { MessagesModule } from './messages/messages.module';
import { NoticesModule } from './notices/notices.module';
import { PhotoVerificationModule } from './photo-verification/photo-verification.module';
import { StatementsModule } from './statements/statements.module';
import { FinanceModule } from './finance/finance.module';
import { PhoneVerificationModule } from './phone-verification/phone-verification.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ProfileModule } from './profile/profile.module';
import { ObservabilityModule } from './observability/observability.module';
import { PopularLocationsModule } from './popular-locations/popular-locations.module';
import { PromotionPlansModule } from './promotion-plans/promotion-plans.module';
import { PromotionsModule } from './promotions/promotions.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { SearchModule } from './search/search.module';
import { SellersModule } from './sellers/sellers.module';
import { SeedsModule } from './seeds/seeds.module';
import { SeoModule } from './seo/seo.module';
import { SiteSettingsModule } from './site-settings/site-settings.module';
import { UsersModule } from './users/users.module';
import { WalletModule } from './wallet/wallet.module';

/** The whole app: one module per domain (docs/decisions/0007-modules-by-domain.md). */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        SharedRedisModule,
        UsersModule,
        AuthModule,
        ProfileModule,
        MediaModule,
        CatalogueCacheModule,
        LocationsModule,
        CategoriesModule,
        PopularLocationsModule,
        AdsModule,
        SearchModule,
        SellersModule,
        FavouritesModule,
        PushModule,
        SavedSearchesModule,
        PromotionPlansModule,
        PromotionsModule,
        WalletModule,
        ActivityModule,
        PrivacyModule,
        NoticesModule,
        MessagesModule,
        ComplaintsModule,
        PhotoVerificationModule,
        StatementsModule,
        FinanceModule,
        PhoneVerificationModule,
        BreachesModule,
        SeoModule,
        SiteSettingsModule,
        AdminDashboardModule,
        BlogModule,
        BlacklistModule,
        AuditModule,
        SeedsModule,
        ObservabilityModule,
        ChallengeModule,
      ],
      providers: [
        // Closed by default: every route needs a token unless marked @Public().
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        // After the JWT guard, so that limits are kept per account where there is one.
        // A provider of its own too, so that tests can read how many counters it holds.
        RateLimitGuard,
        { provide: APP_GUARD, useExisting: RateLimitGuard },
        // After the limits, so that a refused call costs no reading: the body, up to the route's limit.
        { provide: APP_GUARD, useClass: RequestBodyGuard },
        // Last: a call refused by the guards above spends no solved challenge.
        { provide: APP_GUARD, useClass: ChallengeGuard },
      ],
    };
  }
}
