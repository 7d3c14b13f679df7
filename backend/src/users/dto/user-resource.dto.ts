import { IsBoolean } from 'class-validator';

/** The admin console's block/unblock switch. */
export class UpdateUserResourceDto {
  @IsBoolean()
  blocked: boolean;
}
