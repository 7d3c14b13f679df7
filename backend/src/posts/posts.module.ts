import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CategoriesModule } from '../categories/categories.module';
import { LocationsModule } from '../locations/locations.module';
import { MediaModule } from '../media/media.module';
import { AdCardsService } from './ad-cards.service';
import { KeepAnswerInterceptor, KeptAnswers } from './kept-answers';
import { AdImage } from './ad-image.entity';
import { Ad } from './ad.entity';
import { AdsResourceController } from './ads-resource.controller';
import { PostsAdminController } from './posts-admin.controller';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';
import { Report } from './report.entity';
import { ReportsService } from './reports.service';
import { SearchService } from './search.service';
import { SellerPostsController } from './seller-posts.controller';
import { SellerStorage } from './seller-storage';

@Module({
  imports: [TypeOrmModule.forFeature([Ad, AdImage, Report]), MediaModule, CategoriesModule, LocationsModule, BlacklistModule, CatalogueModule],
  controllers: [PostsController, SellerPostsController, PostsAdminController, AdsResourceController],
  providers: [PostsService, SearchService, ReportsService, AdCardsService, KeptAnswers, KeepAnswerInterceptor, SellerStorage],
  exports: [PostsService],
})
export class PostsModule {}
