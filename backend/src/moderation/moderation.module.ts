import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { AdFingerprint } from './ad-fingerprint.entity';
import { ContentRules } from './content-rules.service';
import { DuplicatesService } from './duplicates.service';
import { FingerprintBackfill } from './fingerprint-backfill';
import { ModerationAdminController } from './moderation-admin.controller';
import { ModerationSettings } from './moderation-settings.entity';
import { ModerationSettingsService } from './moderation-settings.service';
import { RejectionReason } from './rejection-reason.entity';
import { RejectionReasonsService } from './rejection-reasons.service';

/**
 * The rules ads are held to, which ads/ applies when it writes them: the moderation settings, the
 * rejection reasons, content rules, and duplicate detection. Depends on no module that writes ads.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ModerationSettings, RejectionReason, AdFingerprint]), CatalogueCacheModule, BlacklistModule],
  controllers: [ModerationAdminController],
  providers: [ModerationSettingsService, RejectionReasonsService, ContentRules, DuplicatesService, FingerprintBackfill],
  exports: [ModerationSettingsService, RejectionReasonsService, ContentRules, DuplicatesService],
})
export class ModerationModule {}
