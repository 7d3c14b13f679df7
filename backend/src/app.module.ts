import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { BlacklistModule } from './blacklist/blacklist.module';
import { BlogModule } from './blog/blog.module';
import { CategoriesModule } from './categories/categories.module';
import { JwtAuthGuard } from './common/auth/jwt-auth.guard';
import { RolesGuard } from './common/auth/roles.guard';
import { RateLimitGuard } from './common/rate-limit';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { SeedsModule } from './database/seeds/seeds.module';
import { HealthController } from './health/health.controller';
import { LocationsModule } from './locations/locations.module';
import { MediaModule } from './media/media.module';
import { ObservabilityModule } from './observability/observability.module';
import { PostsModule } from './posts/posts.module';
import { PopularLocationsModule } from './popular-locations/popular-locations.module';
import { SellerModule } from './seller/seller.module';
import { TransactionsModule } from './transactions/transactions.module';
import { UsersModule } from './users/users.module';
import { WebModule } from './web/web.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        UsersModule,
        AuthModule,
        MediaModule,
        LocationsModule,
        CategoriesModule,
        DashboardModule,
        PopularLocationsModule,
        PostsModule,
        BlogModule,
        BlacklistModule,
        TransactionsModule,
        SellerModule,
        SeedsModule,
        WebModule,
        ObservabilityModule,
      ],
      controllers: [HealthController],
      providers: [
        // Closed by default: every route needs a token unless marked @Public().
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        // After the JWT guard, so that limits are kept per account where there is one.
        // A provider of its own too, so that tests can read how many counters it holds.
        RateLimitGuard,
        { provide: APP_GUARD, useExisting: RateLimitGuard },
      ],
    };
  }
}
