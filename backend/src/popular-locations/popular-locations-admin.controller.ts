import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { Role } from '../common/auth/role';
import { AddPopularLocationDto, PopularLocationDto } from './dto/popular-location.dto';
import { ApiGroupedPopularLocations } from './popular-locations.controller';
import { PopularLocationsService } from './popular-locations.service';
import { Audited } from '../common/audited';
import { PopularLocation } from './popular-location.entity';

@ApiTags('admin: popular cities')
@Auth(Role.Admin)
@Audited('popular-location', PopularLocation)
@Controller('admin/popular-locations')
export class PopularLocationsAdminController {
  constructor(private readonly popular: PopularLocationsService) {}

  /** Features a city under a category; the pair is unique (409). */
  @Post('add')
  add(@Body() body: AddPopularLocationDto): Promise<PopularLocationDto> {
    return this.popular.add(body);
  }

  /** `{ "<category title>": [popular city, …] }` */
  @Get('get-popular-location')
  @ApiGroupedPopularLocations()
  grouped(): Promise<Record<string, PopularLocationDto[]>> {
    return this.popular.grouped();
  }

  /** Stops featuring a city under its category. */
  @Delete('delete/:id')
  @HttpCode(204)
  remove(@IdParam() id: number): Promise<void> {
    return this.popular.remove(id);
  }
}
