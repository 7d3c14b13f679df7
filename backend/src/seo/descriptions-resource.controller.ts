import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { parseRaList, RaListQueryDto, raSlice } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { SaveSeoDescriptionDto, SeoDescriptionDto, UpdateSeoDescriptionDto } from './dto/seo-description.dto';
import { SeoDescriptionService } from './seo-description.service';
import { Audited } from '../common/audited';
import { SeoDescription } from './seo-description.entity';
import { BodyLimit } from '../common/request-body';

/** react-admin resource over the same service as the seed's admin/dashboard description endpoints. */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Audited('seo-description', SeoDescription)
// A 50,000-character rich text, each character a \uXXXX escape at worst.
@BodyLimit(320)
@Controller('admin/ra/descriptions')
export class DescriptionsResourceController {
  constructor(private readonly descriptions: SeoDescriptionService) {}

  /** The home page's SEO description block, as a one-row list for the admin console. */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<SeoDescriptionDto[]> {
    return raSlice(res, 'descriptions', parseRaList(query, ['id'] as const, 'id'), await this.descriptions.all());
  }

  /** The SEO description block, for the admin console. */
  @Get(':id')
  get(@IdParam() id: number): Promise<SeoDescriptionDto> {
    return this.descriptions.get(id);
  }

  /** Adds the description block (there is one; 409 if it exists already). */
  @Post()
  create(@Body() body: SaveSeoDescriptionDto): Promise<SeoDescriptionDto> {
    return this.descriptions.add(body);
  }

  /** Changes the SEO description block; send only the changed fields. */
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateSeoDescriptionDto): Promise<SeoDescriptionDto> {
    return this.descriptions.update(id, body);
  }

  /** Deletes the SEO description block. */
  @Delete(':id')
  async remove(@IdParam() id: number): Promise<{ id: number }> {
    await this.descriptions.remove(id);
    return { id };
  }
}
