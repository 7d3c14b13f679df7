import { IsIn, IsOptional } from 'class-validator';
import { AdStatus } from '../ad.entity';
import { AdminUpdateAdDto } from './admin-ad.dto';

/** The admin console's edit of an ad: its fields, the Verified Email switch and the status. */
export class UpdateAdResourceDto extends AdminUpdateAdDto {
  @IsOptional()
  @IsIn(Object.values(AdStatus), { message: 'status must be ACTIVE or INACTIVE' })
  status?: AdStatus;
}
