import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { NearestDistrictDto, NearestQueryDto } from './dto/nearest.dto';
import { LocationsService } from './locations.service';

@ApiTags('public: catalogue')
@Public()
@Controller('locations')
export class NearestLocationController {
  constructor(private readonly locations: LocationsService) {}

  /**
   * The district whose centroid is nearest a position ("Locate me"). Send it rounded to 0.05° (about 5 km): the server
   * rounds it so too, uses it for this answer only, and neither logs nor stores it. 404 when no district with
   * coordinates lies within 300 km (outside India).
   */
  @Get('nearest')
  nearest(@Query() query: NearestQueryDto): Promise<NearestDistrictDto> {
    return this.locations.nearest(query.lat, query.lng);
  }
}
