import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { KeepAnswer } from '../catalogue-cache/kept-answers';
import { Public } from '../common/auth/auth.decorators';
import { PublicSiteSettingsDto } from './dto/site-settings.dto';
import { SiteSettingsService } from './site-settings.service';

/** Every storefront page asks once; a console change drops the kept answer (site_settings is a catalogue table). */
const SITE_SETTINGS_SECONDS = 300;

@ApiTags('public: catalogue')
@Public()
@Controller('site-settings')
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  /** The support e-mail and phone, social profiles and legal names the operator set in the console; unset ones are absent. */
  @KeepAnswer(SITE_SETTINGS_SECONDS)
  @Get()
  published(): Promise<PublicSiteSettingsDto> {
    return this.settings.published();
  }
}
