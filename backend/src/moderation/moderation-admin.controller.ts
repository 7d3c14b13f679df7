import { Body, Controller, Delete, Get, NotFoundException, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '../common/audited';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { filterText, parseRaList, RaListQueryDto, raSlice } from '../common/ra/ra-list';
import { ModerationSettingsDto, RejectionReasonDto, SaveRejectionReasonDto, UpdateModerationSettingsDto } from './dto/moderation.dto';
import { ModerationSettings } from './moderation-settings.entity';
import { ModerationSettingsService } from './moderation-settings.service';
import { RejectionReason } from './rejection-reason.entity';
import { RejectionReasonsService } from './rejection-reasons.service';
import { moderationRefusal } from './moderation-refusals';

/** The admins' moderation settings (one record, id 1) and their list of rejection reasons, as react-admin resources. */
@ApiTags('admin: moderation')
@Auth(Role.Admin)
@Controller('admin/ra')
export class ModerationAdminController {
  constructor(
    private readonly settings: ModerationSettingsService,
    private readonly reasons: RejectionReasonsService,
  ) {}

  /** Pre- or post-moderation, report thresholds, and what happens to contact details written in ads. */
  @Get('moderation-settings/:id')
  async getSettings(@IdParam() id: number): Promise<ModerationSettingsDto> {
    this.assertTheRecord(id);
    return this.settings.get();
  }

  /** Changes the moderation settings; send only what changes. Switching to pre holds new and edited ads from then on. */
  @Audited('moderation-settings', ModerationSettings)
  @Put('moderation-settings/:id')
  updateSettings(@IdParam() id: number, @Body() body: UpdateModerationSettingsDto): Promise<ModerationSettingsDto> {
    this.assertTheRecord(id);
    return this.settings.update(body);
  }

  /** filter: q (label), id[] */
  @Get('rejection-reasons')
  async listReasons(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<RejectionReasonDto[]> {
    const list = parseRaList(query, ['id', 'label', 'createdAt'] as const, 'id');
    const q = filterText(list.filter)?.toLowerCase();
    return raSlice(res, 'rejection-reasons', list, await this.reasons.all(), (reason) => !q || reason.label.toLowerCase().includes(q));
  }

  /** One rejection reason, for the admin console. */
  @Get('rejection-reasons/:id')
  getReason(@IdParam() id: number): Promise<RejectionReasonDto> {
    return this.reasons.get(id);
  }

  /** Adds a reason moderators can pick when they reject an ad; each label once (409). */
  @Audited('rejection-reason', RejectionReason, { idParam: null })
  @Post('rejection-reasons')
  createReason(@Body() body: SaveRejectionReasonDto): Promise<RejectionReasonDto> {
    return this.reasons.create(body);
  }

  /** Renames a rejection reason (ads already rejected keep the words they were told). */
  @Audited('rejection-reason', RejectionReason)
  @Put('rejection-reasons/:id')
  updateReason(@IdParam() id: number, @Body() body: SaveRejectionReasonDto): Promise<RejectionReasonDto> {
    return this.reasons.update(id, body);
  }

  /** Deletes a rejection reason; ads already rejected keep the words they were told. */
  @Audited('rejection-reason', RejectionReason)
  @Delete('rejection-reasons/:id')
  async removeReason(@IdParam() id: number): Promise<{ id: number }> {
    await this.reasons.remove(id);
    return { id };
  }

  private assertTheRecord(id: number): void {
    if (id !== 1) throw new NotFoundException({ detail: moderationRefusal('settingsRecord') });
  }
}
