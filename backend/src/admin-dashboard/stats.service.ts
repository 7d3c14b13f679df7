import { Injectable } from '@nestjs/common';
import { LocationsService } from '../locations/locations.service';
import { AdStatus, AdsService } from '../ads';
import { UsersService } from '../users/users.service';
import { DashboardStatsDto } from './dto/stats.dto';

const LATEST = 5;

/** The admin dashboard's real counts, not placeholders (docs/admin-guide.md, "Dashboard"). */
@Injectable()
export class StatsService {
  constructor(
    private readonly ads: AdsService,
    private readonly users: UsersService,
    private readonly locations: LocationsService,
  ) {}

  async stats(): Promise<DashboardStatsDto> {
    const [byStatus, users, kinds, locations, latestListings, latestUsers] = await Promise.all([
      this.ads.countByStatus(),
      this.users.count(),
      this.users.countsByKind(),
      this.locations.count(),
      this.ads.latest(LATEST),
      this.users.latest(LATEST),
    ]);
    return {
      activeListings: byStatus[AdStatus.Active],
      inactiveListings: byStatus[AdStatus.Inactive],
      users,
      sellers: kinds.sellers,
      admins: kinds.admins,
      blockedUsers: kinds.blocked,
      // Every location is an Indian district; a second country would come with a country column.
      installedCountries: locations > 0 ? 1 : 0,
      latestListings,
      latestUsers,
    };
  }
}
