import { Controller, Get, Put, Query, Res } from '@nestjs/common';
import { Audited } from '../common/audited';
import { User } from './user.entity';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { fromPage } from '../common/list-options';
import { IdParam } from '../common/parse-id.pipe';
import { withTotalCount } from '../common/total-count';
import { UserDto, UserQueryDto } from './dto/user.dto';
import { Role } from '../common/auth/role';
import { UsersService } from './users.service';

@ApiTags('admin: users')
@Auth(Role.Admin)
@Audited('user', User)
@Controller('admin/users')
export class UsersAdminController {
  constructor(private readonly users: UsersService) {}

  /** Accounts, newest first, searchable by e-mail or name (total in X-Total-Count). */
  @Get()
  async list(@Query() query: UserQueryDto, @Res({ passthrough: true }) res: Response): Promise<UserDto[]> {
    return withTotalCount(res, await this.users.list(fromPage(query.page, query.pageSize), { q: query.q, role: query.role }));
  }

  /** Blocks an account: it can no longer log in and its live ads leave the site. An admin cannot block itself, nor the last active admin (409). */
  @Put('block/:id')
  block(@IdParam() id: number, @CurrentUser() admin: AuthUser): Promise<UserDto> {
    return this.users.setBlocked(id, true, admin.id);
  }

  /** Unblocks an account so that it can log in again (its ads stay inactive until posted again). */
  @Put('unblock/:id')
  unblock(@IdParam() id: number, @CurrentUser() admin: AuthUser): Promise<UserDto> {
    return this.users.setBlocked(id, false, admin.id);
  }
}
