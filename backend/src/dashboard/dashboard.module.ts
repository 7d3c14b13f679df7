import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardAdminController } from './dashboard-admin.controller';
import { DashboardController } from './dashboard.controller';
import { SeoDescription } from './seo-description.entity';
import { SeoDescriptionService } from './seo-description.service';

@Module({
  imports: [TypeOrmModule.forFeature([SeoDescription])],
  controllers: [DashboardController, DashboardAdminController],
  providers: [SeoDescriptionService],
})
export class DashboardModule {}
