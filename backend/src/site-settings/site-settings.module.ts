import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { SiteSettingsAdminController } from './site-settings-admin.controller';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettings } from './site-settings.entity';
import { SiteSettingsService } from './site-settings.service';

/** The operator's contact details and social profiles, edited in the console and shown by the storefront. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteSettings]), CatalogueCacheModule],
  controllers: [SiteSettingsController, SiteSettingsAdminController],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteSettingsModule {}
