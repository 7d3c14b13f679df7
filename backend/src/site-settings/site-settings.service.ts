import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { type TtlCache } from '../common/ttl-cache';
import { PublicSiteSettingsDto, SiteSettingsDto, UpdateSiteSettingsDto } from './dto/site-settings.dto';
import { SiteSettings } from './site-settings.entity';

const ROW = 1;

const toDto = ({ updatedAt: _updatedAt, ...fields }: SiteSettings): SiteSettingsDto => fields;

/**
 * The operator's contact details and social profiles. Read by every storefront page (GET /api/site-settings):
 * cached, and dropped on every instance when an admin changes them (CatalogueChanges watches the table).
 */
@Injectable()
export class SiteSettingsService {
  private readonly cache: TtlCache<SiteSettings>;

  constructor(
    @InjectRepository(SiteSettings) private readonly settings: Repository<SiteSettings>,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 1, ['site_settings']);
  }

  async get(): Promise<SiteSettingsDto> {
    return toDto(await this.cache.get('row', () => this.settings.findOneByOrFail({ id: ROW })));
  }

  /** The settings that are set; an unset one is left out, so the storefront cannot show a placeholder for it. */
  async published(): Promise<PublicSiteSettingsDto> {
    const { id: _id, ...fields } = await this.get();
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  }

  async update(input: UpdateSiteSettingsDto): Promise<SiteSettingsDto> {
    await this.settings.update({ id: ROW }, input);
    this.cache.clear();
    return this.get();
  }
}
