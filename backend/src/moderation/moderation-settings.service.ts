import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { type TtlCache } from '../common/ttl-cache';
import { ModerationSettingsDto, UpdateModerationSettingsDto } from './dto/moderation.dto';
import { ModerationSettings } from './moderation-settings.entity';

const ROW = 1;
const toDto = ({ id, mode, reportThreshold, underageReportThreshold, contactInText }: ModerationSettings): ModerationSettingsDto => ({
  id,
  mode,
  reportThreshold,
  underageReportThreshold,
  contactInText,
});

/**
 * The admins' moderation settings, read on every post, edit and report: cached, and dropped on every
 * instance when an admin changes them (CatalogueChanges watches the table).
 */
@Injectable()
export class ModerationSettingsService {
  private readonly cache: TtlCache<ModerationSettings>;

  constructor(
    @InjectRepository(ModerationSettings) private readonly settings: Repository<ModerationSettings>,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 1, ['moderation_settings']);
  }

  async get(): Promise<ModerationSettingsDto> {
    return toDto(await this.cache.get('row', () => this.settings.findOneByOrFail({ id: ROW })));
  }

  async update(input: UpdateModerationSettingsDto): Promise<ModerationSettingsDto> {
    await this.settings.update({ id: ROW }, input);
    this.cache.clear();
    return this.get();
  }
}
