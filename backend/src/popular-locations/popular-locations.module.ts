import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PopularLocation } from './popular-location.entity';
import { PopularLocationsAdminController } from './popular-locations-admin.controller';
import { PopularLocationsController } from './popular-locations.controller';
import { PopularLocationsService } from './popular-locations.service';

import { PopularLocationsResourceController } from './popular-locations-resource.controller';

@Module({
  imports: [TypeOrmModule.forFeature([PopularLocation])],
  controllers: [PopularLocationsController, PopularLocationsAdminController, PopularLocationsResourceController],
  providers: [PopularLocationsService],
})
export class PopularLocationsModule {}
