import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { MediaModule } from '../media/media.module';
import { Location } from './location.entity';
import { LocationsAdminController } from './locations-admin.controller';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';
import { NearestLocationController } from './nearest-location.controller';

import { LocationsResourceController } from './locations-resource.controller';

@Module({
  imports: [CatalogueCacheModule, TypeOrmModule.forFeature([Location]), MediaModule],
  controllers: [LocationsController, NearestLocationController, LocationsAdminController, LocationsResourceController],
  providers: [LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
