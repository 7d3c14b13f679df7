import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Role } from '../../common/auth/role';

export class UserDto {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  blocked: boolean;
  createdAt: Date;
}

export class UserQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize: number = 50;

  /** Case-insensitive part of the e-mail or name */
  @IsOptional()
  @IsString()
  @MaxLength(254)
  q?: string;

  @IsOptional()
  @IsIn(Object.values(Role))
  role?: Role;
}
