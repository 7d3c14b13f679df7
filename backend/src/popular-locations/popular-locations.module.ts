import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PopularLocation } from './popular-location.entity';
import { PopularLocationsAdminController } from './popular-locations-admin.controller';
import { PopularLocationsController } from './popular-locations.controller';
import { PopularLocationsService } from './popular-locations.service';

@Module({
  imports: [TypeOrmModule.forFeature([PopularLocation])],
  controllers: [PopularLocationsController, PopularLocationsAdminController],
  providers: [PopularLocationsService],
})
export class PopularLocationsModule {}
