import { Body, Controller, Get, NotFoundException, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Audited } from '../common/audited';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { SiteSettingsDto, UpdateSiteSettingsDto } from './dto/site-settings.dto';
import { SiteSettings } from './site-settings.entity';
import { siteSettingsRefusal } from './site-settings-refusals';
import { SiteSettingsService } from './site-settings.service';

/** The site settings as a react-admin resource of one record (id 1). */
@ApiTags('admin: site settings')
@Auth(Role.Admin)
@Controller('admin/ra/site-settings')
export class SiteSettingsAdminController {
  constructor(private readonly settings: SiteSettingsService) {}

  /** Contact details, social profiles and legal names; null is "not set". */
  @Get(':id')
  get(@IdParam() id: number): Promise<SiteSettingsDto> {
    this.assertTheRecord(id);
    return this.settings.get();
  }

  /** Changes the site settings; send only what changes, null or "" to unset. The storefront shows them at once. */
  @Audited('site-settings', SiteSettings)
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateSiteSettingsDto): Promise<SiteSettingsDto> {
    this.assertTheRecord(id);
    return this.settings.update(body);
  }

  private assertTheRecord(id: number): void {
    if (id !== 1) throw new NotFoundException({ detail: siteSettingsRefusal('settingsRecord') });
  }
}
