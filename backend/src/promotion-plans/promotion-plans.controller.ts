import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { PackageDto, TimeSlotDto } from './dto/plan.dto';
import { PackagesService } from './packages.service';

@ApiTags('seller: promotion')
// Prices are shown to visitors too (the storefront's packages page), before they sign up.
@Public()
@Controller('seller/transaction')
export class PromotionPlansController {
  constructor(private readonly packages: PackagesService) {}

  /** Promotion packages on sale, cheapest first. */
  @Get('get-top-up-packages')
  packagesOnSale(): Promise<PackageDto[]> {
    return this.packages.activePackages();
  }

  /** Time slots (India time) a promotion can be shown first in. */
  @Get('get-all-time-slots')
  timeSlots(): Promise<TimeSlotDto[]> {
    return this.packages.activeSlots();
  }
}
