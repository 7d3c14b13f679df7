import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { SettingsRow } from '../catalogue-cache/settings-row';
import { ModerationSettingsDto, UpdateModerationSettingsDto } from './dto/moderation.dto';
import { ModerationSettings } from './moderation-settings.entity';

const toDto = ({ id, mode, reportThreshold, underageReportThreshold, contactInText }: ModerationSettings): ModerationSettingsDto => ({
  id,
  mode,
  reportThreshold,
  underageReportThreshold,
  contactInText,
});

/** The admins' moderation settings, read on every post, edit and report (a SettingsRow: cached, one row). */
@Injectable()
export class ModerationSettingsService {
  private readonly row: SettingsRow<ModerationSettings>;

  constructor(@InjectRepository(ModerationSettings) settings: Repository<ModerationSettings>, changes: CatalogueChanges) {
    this.row = new SettingsRow(settings, changes, 'moderation_settings');
  }

  async get(): Promise<ModerationSettingsDto> {
    return toDto(await this.row.read());
  }

  async update(input: UpdateModerationSettingsDto): Promise<ModerationSettingsDto> {
    return toDto(await this.row.write(input));
  }
}
