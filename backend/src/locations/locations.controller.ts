import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { DistrictDto, LocationDto, StateDto } from './dto/location.dto';
import { LocationsService } from './locations.service';
import { CacheFor } from '../common/cache-control';

@ApiTags('public: catalogue')
@Public()
@Controller('dashboard')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  /** States and union territories, each once, sorted. */
  @CacheFor(300)
  @Get('get-states')
  states(): Promise<StateDto[]> {
    return this.locations.states();
  }

  /** Every district with its state and SEO fields. */
  @CacheFor(300)
  @Get('get-all-state')
  all(): Promise<LocationDto[]> {
    return this.locations.all();
  }

  /** The districts of a state, sorted by name. */
  @CacheFor(300)
  @Get('state/:state')
  districts(@Param('state') state: string): Promise<DistrictDto[]> {
    return this.locations.districtsOf(state);
  }

  /** A location's SEO fields, by the district slug used in search URLs. */
  @CacheFor(300)
  @Get('location-seo/:district')
  seo(@Param('district') district: string): Promise<LocationDto> {
    return this.locations.bySlug(district);
  }
}
