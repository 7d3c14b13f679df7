import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '../common/audited';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { parseRaList, raPage, RaListQueryDto } from '../common/ra/ra-list';
import { BREACH_SORT_FIELDS, BreachesService } from './breaches.service';
import { DataBreach } from './data-breach.entity';
import { BoardStepDto, BreachDto, CreateBreachDto, CreatedBreachDto, NotifiedDto, UpdateBreachDto } from './dto/breach.dto';

/**
 * Personal-data breaches as a react-admin resource (docs/operations.md, "A personal data breach"): record one,
 * mail everyone affected, and record when the Data Protection Board was told.
 */
@ApiTags('admin: breaches')
@Auth(Role.Admin)
@Audited('breach', DataBreach)
@Controller('admin/ra/breaches')
export class BreachesAdminController {
  constructor(private readonly breaches: BreachesService) {}

  /** Newest discovered first unless sorted otherwise. */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<BreachDto[]> {
    const list = parseRaList(query, BREACH_SORT_FIELDS, 'discoveredAt');
    return raPage(res, 'breaches', list, await this.breaches.list(list));
  }

  /** One breach with its clock, its counts and the Board's report as text. */
  @Get(':id')
  get(@IdParam() id: number): Promise<BreachDto> {
    return this.breaches.get(id);
  }

  /** Records a breach: the facts people will be told, and who is affected (every account, or listed by e-mail). Mails nobody yet. */
  @Audited('breach', DataBreach, { idParam: null })
  @Post()
  create(@Body() body: CreateBreachDto, @CurrentUser() admin: AuthUser): Promise<CreatedBreachDto> {
    return this.breaches.create(body, admin.id);
  }

  /** Updates the facts as they become known (the cause and remedial measures, for the detailed report). */
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateBreachDto): Promise<BreachDto> {
    return this.breaches.update(id, body);
  }

  /** Mails the notice to every affected account not mailed yet, each in their language; safe to press again. */
  @Post(':id/notify')
  @HttpCode(200)
  notify(@IdParam() id: number): Promise<NotifiedDto> {
    return this.breaches.notify(id);
  }

  /** Records that the Board was told at once (INTIMATION) or given the detailed report (REPORT). */
  @Post(':id/board')
  @HttpCode(200)
  board(@IdParam() id: number, @Body() body: BoardStepDto): Promise<BreachDto> {
    return this.breaches.recordBoardStep(id, body.step);
  }
}
