import { Body, Controller, Delete, Get, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { filterText, parseRaList, RaListQueryDto, raSlice } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { BlacklistService } from './blacklist.service';
import { BlacklistEntryDto, CreateBlacklistEntryDto } from './dto/blacklist.dto';
import { Audited } from '../common/audited';
import { BlacklistEntry } from './blacklist-entry.entity';

/** The admin's blacklist (Settings → Black List). A react-admin resource: sort, range, filter {kind, q}; Content-Range. */
@ApiTags('admin: blacklist')
@Auth(Role.Admin)
@Audited('blacklist', BlacklistEntry)
@Controller('admin/blacklist')
export class BlacklistAdminController {
  constructor(private readonly blacklist: BlacklistService) {}

  /** Blacklisted words, phone numbers and e-mail domains. A react-admin resource: sort, range, filter; Content-Range. */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<BlacklistEntryDto[]> {
    const list = parseRaList(query, ['id', 'kind', 'value', 'createdAt'] as const, 'id');
    const q = filterText(list.filter)?.toLowerCase();
    const kind = filterText(list.filter, 'kind');
    return raSlice(res, 'blacklist', list, await this.blacklist.all(), (e) => (!kind || e.kind === kind) && (!q || e.value.includes(q)));
  }

  /** Blacklists a word or phrase, a mobile number or an e-mail domain; each value once (409). */
  @Post()
  add(@Body() body: CreateBlacklistEntryDto): Promise<BlacklistEntryDto> {
    return this.blacklist.add(body);
  }

  /** Takes an entry off the blacklist. */
  @Delete(':id')
  async remove(@IdParam() id: number): Promise<{ id: number }> {
    await this.blacklist.remove(id);
    return { id };
  }
}
