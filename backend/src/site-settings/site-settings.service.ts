import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { SettingsRow } from '../catalogue-cache/settings-row';
import { PublicSiteSettingsDto, SiteSettingsDto, UpdateSiteSettingsDto } from './dto/site-settings.dto';
import { SiteSettings } from './site-settings.entity';

const toDto = ({ updatedAt: _updatedAt, ...fields }: SiteSettings): SiteSettingsDto => fields;

/** The operator's contact details and social profiles, read by every storefront page (a SettingsRow: cached, one row). */
@Injectable()
export class SiteSettingsService {
  private readonly row: SettingsRow<SiteSettings>;

  constructor(@InjectRepository(SiteSettings) settings: Repository<SiteSettings>, changes: CatalogueChanges) {
    this.row = new SettingsRow(settings, changes, 'site_settings');
  }

  async get(): Promise<SiteSettingsDto> {
    return toDto(await this.row.read());
  }

  /** The settings that are set; an unset one is left out, so the storefront cannot show a placeholder for it. */
  async published(): Promise<PublicSiteSettingsDto> {
    const { id: _id, businessAddress, gstin, sac: _sac, gstRatePercent: _rate, pricesIncludeTax: _inclusive, ...fields } = await this.get();
    const set: PublicSiteSettingsDto = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    // Whether top-ups get GST invoices (the storefront asks for the payer's state only then).
    return fields.legalEntityName && businessAddress && gstin ? { ...set, issuesGstInvoices: true } : set;
  }

  async update(input: UpdateSiteSettingsDto): Promise<SiteSettingsDto> {
    return toDto(await this.row.write(input));
  }
}
