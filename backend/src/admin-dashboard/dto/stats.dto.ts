import { AdminAdDto } from '../../ads/dto/admin-ad.dto';
import { UserDto } from '../../users/dto/user.dto';

export class DashboardStatsDto {
  activeListings: number;
  inactiveListings: number;
  users: number;
  sellers: number;
  admins: number;
  blockedUsers: number;
  /** Countries whose states and districts are installed (India: 1 once the reference data is loaded) */
  installedCountries: number;
  latestListings: AdminAdDto[];
  latestUsers: UserDto[];
}
