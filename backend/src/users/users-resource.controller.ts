import { Body, Controller, Get, Post, Put, Query, Res } from '@nestjs/common';
import { Audited } from '../common/audited';
import { User } from './user.entity';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { filterText, parseRaList, raPage, RaListQueryDto } from '../common/ra/ra-list';
import { CreateAccountDto } from './dto/account.dto';
import { UserDto } from './dto/user.dto';
import { UpdateUserResourceDto } from './dto/user-resource.dto';
import { Role } from '../common/auth/role';
import { toUserDto, USER_SORT_FIELDS, UsersService } from './users.service';

/** react-admin resource over the same service as admin/users and POST /admins. */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Audited('user', User)
@Controller('admin/ra/users')
export class UsersResourceController {
  constructor(private readonly users: UsersService) {}

  /** filter: q (e-mail or name), role, blocked, id[] */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<UserDto[]> {
    const list = parseRaList(query, USER_SORT_FIELDS, 'createdAt');
    const role = Object.values(Role).find((r) => r === list.filter.role);
    const blocked = typeof list.filter.blocked === 'boolean' ? list.filter.blocked : undefined;
    return raPage(res, 'users', list, await this.users.list(list, { q: filterText(list.filter), role, blocked }));
  }

  /** One account, for the admin console. */
  @Get(':id')
  async get(@IdParam() id: number): Promise<UserDto> {
    return toUserDto(await this.users.getById(id));
  }

  /** Registers another admin (the admin console's Register Admin screen), who must choose a new password at first sign-in. */
  @Post()
  async create(@Body() body: CreateAccountDto): Promise<UserDto> {
    return toUserDto(await this.users.createAdmin(body));
  }

  /** { blocked: true | false }; 409 for the caller itself and for the last active admin. */
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateUserResourceDto, @CurrentUser() admin: AuthUser): Promise<UserDto> {
    return this.users.setBlocked(id, body.blocked, admin.id);
  }
}
