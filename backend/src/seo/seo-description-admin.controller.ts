import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { Role } from '../common/auth/role';
import { SaveSeoDescriptionDto, SeoDescriptionDto } from './dto/seo-description.dto';
import { SeoDescriptionService } from './seo-description.service';
import { Audited } from '../common/audited';
import { SeoDescription } from './seo-description.entity';
import { BodyLimit } from '../common/request-body';

@ApiTags('admin: SEO description')
@Auth(Role.Admin)
@Audited('seo-description', SeoDescription)
// A 50,000-character rich text, each character a \uXXXX escape at worst.
@BodyLimit(320)
@Controller('admin/dashboard')
export class SeoDescriptionAdminController {
  constructor(private readonly descriptions: SeoDescriptionService) {}

  /** The home page's SEO description block; 404 when none has been added. */
  @Get('get-first')
  first(): Promise<SeoDescriptionDto> {
    return this.descriptions.first();
  }

  /** Adds the description block (there is one; 409 if it exists already). */
  @Post('add')
  add(@Body() body: SaveSeoDescriptionDto): Promise<SeoDescriptionDto> {
    return this.descriptions.add(body);
  }

  /** Replaces the home page's SEO description block. */
  @Put('update/:id')
  update(@IdParam() id: number, @Body() body: SaveSeoDescriptionDto): Promise<SeoDescriptionDto> {
    return this.descriptions.update(id, body);
  }

  /** Deletes the home page's SEO description block. */
  @Delete('delete/:id')
  @HttpCode(204)
  remove(@IdParam() id: number): Promise<void> {
    return this.descriptions.remove(id);
  }
}
