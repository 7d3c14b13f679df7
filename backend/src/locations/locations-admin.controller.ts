import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { MultipartForm, type UploadedFilesMap } from '../media/multipart';
import { PageQueryDto } from '../common/page.dto';
import { IdParam } from '../common/parse-id.pipe';
import { Role } from '../common/auth/role';
import { CreateLocationDto, LocationDto, LocationPageDto, UpdateLocationDto } from './dto/location.dto';
import { LocationsService } from './locations.service';
import { Audited } from '../common/audited';
import { Location } from './location.entity';
import { BodyLimit } from '../common/request-body';

@ApiTags('admin: locations')
@Auth(Role.Admin)
@Audited('location', Location)
// A 20,000-character rich text and 1,300 more, each character a \uXXXX escape at worst.
@BodyLimit(128)
@Controller('admin/locations')
export class LocationsAdminController {
  constructor(private readonly locations: LocationsService) {}

  /** Locations by state and district, a page at a time. */
  @Get('get-all-state')
  list(@Query() query: PageQueryDto): Promise<LocationPageDto> {
    return this.locations.page(query);
  }

  /** One location with its SEO fields. */
  @Get('get-location/:id')
  get(@IdParam() id: number): Promise<LocationDto> {
    return this.locations.get(id);
  }

  /** Creates a district with its SEO fields and an optional state image. (state, district) is unique. */
  @Post('create')
  @MultipartForm(CreateLocationDto, { stateImage: 1 })
  create(@Body() body: CreateLocationDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<LocationDto> {
    return this.locations.create(body, files.stateImage?.[0]);
  }

  /** Updates the SEO fields and, if sent, the state image. State and district are read-only and ignored. */
  @Put('update/:id')
  @MultipartForm(UpdateLocationDto, { stateImage: 1 })
  update(@IdParam() id: number, @Body() body: UpdateLocationDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<LocationDto> {
    return this.locations.update(id, body, files.stateImage?.[0]);
  }

  /** Deletes a location; 409 while ads are listed in it. */
  @Delete('delete/:id')
  @HttpCode(204)
  remove(@IdParam() id: number): Promise<void> {
    return this.locations.remove(id);
  }
}
