import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { parseRaList, raPage, RaListQueryDto } from '../common/ra/ra-list';
import { parseAuditFilter } from './audit-filter';
import { AUDIT_SORT_FIELDS, AuditService } from './audit.service';
import { AuditEntryDto } from './dto/audit-entry.dto';

/** The console's Audit log: read only, there is no route that writes, edits or deletes an entry. */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Controller('admin/ra/audit-entries')
export class AuditResourceController {
  constructor(private readonly audit: AuditService) {}

  /** Admin writes, newest first. filter: adminId, kind, from and to (YYYY-MM-DD, India days, both included), id[] */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AuditEntryDto[]> {
    const list = parseRaList(query, AUDIT_SORT_FIELDS, 'createdAt');
    return raPage(res, 'audit-entries', list, await this.audit.list(list, parseAuditFilter(list.filter)));
  }
}
