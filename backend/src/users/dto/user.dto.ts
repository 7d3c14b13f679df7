import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from '../../common/page.dto';
import { Role } from '../../common/auth/role';

export class UserDto {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  blocked: boolean;
  createdAt: Date;
}

export class UserQueryDto extends AdminPageQueryDto {
  /** Case-insensitive part of the e-mail or name */
  @IsOptional()
  @IsString()
  @MaxLength(254)
  q?: string;

  @IsOptional()
  @IsIn(Object.values(Role))
  role?: Role;
}
