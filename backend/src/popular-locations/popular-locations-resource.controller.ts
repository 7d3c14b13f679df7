import { Body, Controller, Delete, Get, NotFoundException, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { filterInt, filterText, parseRaList, RaListQueryDto, raSlice } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { AddPopularLocationDto, PopularLocationDto } from './dto/popular-location.dto';
import { PopularLocationsService } from './popular-locations.service';
import { Audited } from '../common/audited';
import { PopularLocation } from './popular-location.entity';
import { popularLocationRefusal } from './popular-location-refusals';

/** react-admin resource over the same service as the seed's admin/popular-locations endpoints. */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Audited('popular-location', PopularLocation)
@Controller('admin/ra/popular-locations')
export class PopularLocationsResourceController {
  constructor(private readonly popular: PopularLocationsService) {}

  /** filter: categoryId, q (city), id[] */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<PopularLocationDto[]> {
    const list = parseRaList(query, ['id', 'locationName', 'categoryName'] as const, 'id');
    const categoryId = filterInt(list.filter, 'categoryId');
    const q = filterText(list.filter)?.toLowerCase();
    return raSlice(res, 'popular-locations', list, await this.popular.all(), (p) => (!categoryId || p.categoryId === categoryId) && (!q || p.locationName.toLowerCase().includes(q)));
  }

  /** One featured city, for the admin console. */
  @Get(':id')
  async get(@IdParam() id: number): Promise<PopularLocationDto> {
    const found = (await this.popular.all()).find((p) => p.id === id);
    if (!found) throw new NotFoundException({ detail: popularLocationRefusal('popularCityNotFound', { id: String(id) }) });
    return found;
  }

  /** Features a city under a category; the pair is unique (409). */
  @Post()
  create(@Body() body: AddPopularLocationDto): Promise<PopularLocationDto> {
    return this.popular.add(body);
  }

  /** Stops featuring a city under its category. */
  @Delete(':id')
  async remove(@IdParam() id: number): Promise<{ id: number }> {
    await this.popular.remove(id);
    return { id };
  }
}
