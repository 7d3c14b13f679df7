import { Controller, Get } from '@nestjs/common';
import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { PopularLocationDto } from './dto/popular-location.dto';
import { PopularLocationsService } from './popular-locations.service';
import { CacheFor } from '../common/cache-control';

export const ApiGroupedPopularLocations = () =>
  applyDecorators(
    ApiExtraModels(PopularLocationDto),
    ApiOkResponse({
      description: 'Popular cities grouped by category title',
      schema: { type: 'object', additionalProperties: { type: 'array', items: { $ref: getSchemaPath(PopularLocationDto) } } },
    }),
  );

@ApiTags('public: catalogue')
@Public()
@Controller('dashboard')
export class PopularLocationsController {
  constructor(private readonly popular: PopularLocationsService) {}

  /** Popular cities for the home page, grouped by category title. */
  @CacheFor(300)
  @Get('get-popular-locations')
  @ApiGroupedPopularLocations()
  grouped(): Promise<Record<string, PopularLocationDto[]>> {
    return this.popular.grouped();
  }
}
