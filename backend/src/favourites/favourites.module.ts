import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { SearchModule } from '../search/search.module';
import { UsersModule } from '../users/users.module';
import { Favourite } from './favourite.entity';
import { FavouritesController } from './favourites.controller';
import { FavouritesService } from './favourites.service';
import { LiveAdsController } from './live-ads.controller';

/** Ads a signed-in user keeps to come back to (visitors keep theirs in the browser). */
@Module({
  imports: [TypeOrmModule.forFeature([Favourite]), AdsModule, SearchModule, UsersModule],
  controllers: [FavouritesController, LiveAdsController],
  providers: [FavouritesService],
  exports: [FavouritesService],
})
export class FavouritesModule {}
