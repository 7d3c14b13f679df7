import { Body, Controller, Delete, Get, Post, Put, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { MultipartForm, type UploadedFilesMap } from '../media/multipart';
import { IdParam } from '../common/parse-id.pipe';
import { filterText, parseRaList, raPage, RaListQueryDto } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { CreateLocationDto, LocationDto, UpdateLocationDto } from './dto/location.dto';
import { LOCATION_SORT_FIELDS, LocationsService } from './locations.service';
import { Audited } from '../common/audited';
import { Location } from './location.entity';
import { BodyLimit } from '../common/request-body';

/** react-admin resource over the same service as the seed's admin/locations endpoints. */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Audited('location', Location)
// A 20,000-character rich text and 1,300 more, each character a \uXXXX escape at worst.
@BodyLimit(128)
@Controller('admin/ra/locations')
export class LocationsResourceController {
  constructor(private readonly locations: LocationsService) {}

  /** filter: q (state or district), state, id[]; unsorted lists come by state, then district */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<LocationDto[]> {
    const list = parseRaList(query, LOCATION_SORT_FIELDS, 'state');
    const options = query.sort ? list : { ...list, sortField: undefined };
    return raPage(res, 'locations', list, await this.locations.search(options, { q: filterText(list.filter), state: filterText(list.filter, 'state') }));
  }

  /** One location with its SEO fields, for the admin console. */
  @Get(':id')
  get(@IdParam() id: number): Promise<LocationDto> {
    return this.locations.get(id);
  }

  /** Creates a district with its SEO fields and an optional state image; (state, district) is unique (409). */
  @Post()
  @MultipartForm(CreateLocationDto, { stateImage: 1 })
  create(@Body() body: CreateLocationDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<LocationDto> {
    return this.locations.create(body, files.stateImage?.[0]);
  }

  /** State and district are read-only: sent values are ignored. */
  @Put(':id')
  @MultipartForm(UpdateLocationDto, { stateImage: 1 })
  update(@IdParam() id: number, @Body() body: UpdateLocationDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<LocationDto> {
    return this.locations.update(id, body, files.stateImage?.[0]);
  }

  /** Deletes a location; 409 while ads are listed in it. */
  @Delete(':id')
  async remove(@IdParam() id: number): Promise<{ id: number }> {
    await this.locations.remove(id);
    return { id };
  }
}
