import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { CategoriesModule } from '../categories/categories.module';
import { LocationsModule } from '../locations/locations.module';
import { MailModule } from '../mail/mail.module';
import { PushModule } from '../push/push.module';
import { UsersModule } from '../users/users.module';
import { AlertMatcher } from './alert-matcher';
import { PendingAlert } from './pending-alert.entity';
import { SavedSearchMatch } from './saved-search-match.entity';
import { SavedSearch } from './saved-search.entity';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesService } from './saved-searches.service';
import { SearchAlerts } from './search-alerts';

/** Saved searches and their alerts: SearchAlerts listens to ads/ for an ad that goes live (AdsService.onWentLive). */
@Module({
  imports: [TypeOrmModule.forFeature([SavedSearch, SavedSearchMatch, PendingAlert]), AdsModule, CategoriesModule, LocationsModule, MailModule, PushModule, UsersModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, AlertMatcher, SearchAlerts],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
