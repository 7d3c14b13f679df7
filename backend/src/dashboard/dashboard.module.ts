import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardAdminController } from './dashboard-admin.controller';
import { DashboardController } from './dashboard.controller';
import { SeoDescription } from './seo-description.entity';
import { SeoDescriptionService } from './seo-description.service';
import { StatsService } from './stats.service';
import { LocationsModule } from '../locations/locations.module';
import { PostsModule } from '../posts/posts.module';
import { UsersModule } from '../users/users.module';

import { DescriptionsResourceController } from './descriptions-resource.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SeoDescription]), PostsModule, UsersModule, LocationsModule],
  controllers: [DashboardController, DashboardAdminController, DescriptionsResourceController],
  providers: [SeoDescriptionService, StatsService],
})
export class DashboardModule {}
