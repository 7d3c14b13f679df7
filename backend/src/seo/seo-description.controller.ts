import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { SeoDescriptionDto } from './dto/seo-description.dto';
import { SeoDescriptionService } from './seo-description.service';
import { CacheFor } from '../common/cache-control';

@ApiTags('public: catalogue')
@Public()
@Controller('dashboard')
export class SeoDescriptionController {
  constructor(private readonly descriptions: SeoDescriptionService) {}

  /** The SEO description block of the home page; 404 when none has been added. */
  @CacheFor(300)
  @Get('get-description')
  description(): Promise<SeoDescriptionDto> {
    return this.descriptions.first();
  }
}
