import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { parseRaList, RaListQueryDto, raSlice } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { AdminPackageDto, AdminTimeSlotDto, SavePackageDto, SaveTimeSlotDto, UpdatePackageDto, UpdateTimeSlotDto } from './dto/plan-admin.dto';
import { PackagesService } from './packages.service';
import { Audited } from '../common/audited';
import { Package } from './package.entity';
import { TimeSlot } from './time-slot.entity';

@ApiTags('admin: packages and time slots')
@Auth(Role.Admin)
@Audited('package', Package)
@Controller('admin')
export class PromotionPlansAdminController {
  constructor(private readonly packages: PackagesService) {}

  /** All packages, on sale or not. Also a react-admin resource (sort, range, filter; Content-Range). */
  @Get('packages')
  async listPackages(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminPackageDto[]> {
    return raSlice(res, 'packages', parseRaList(query, ['id', 'name', 'amount', 'durationDays', 'active'] as const, 'id'), await this.packages.allPackages());
  }

  /** One promotion package. */
  @Get('packages/:id')
  getPackage(@IdParam() id: number): Promise<AdminPackageDto> {
    return this.packages.getPackage(id);
  }

  /** Creates a promotion package (price in rupees, duration in days). */
  @Post('packages')
  createPackage(@Body() body: SavePackageDto): Promise<AdminPackageDto> {
    return this.packages.createPackage(body);
  }

  /** Changes a promotion package; send only the changed fields. */
  @Put('packages/:id')
  updatePackage(@IdParam() id: number, @Body() body: UpdatePackageDto): Promise<AdminPackageDto> {
    return this.packages.updatePackage(id, body);
  }

  /** Deletes a promotion package. */
  @Delete('packages/:id')
  async removePackage(@IdParam() id: number): Promise<{ id: number }> {
    await this.packages.removePackage(id);
    return { id };
  }

  /** All time slots. Also a react-admin resource (sort, range, filter; Content-Range). */
  @Get('time-slots')
  async listSlots(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminTimeSlotDto[]> {
    return raSlice(res, 'time-slots', parseRaList(query, ['id', 'label', 'startTime', 'endTime', 'active'] as const, 'id'), await this.packages.allSlots());
  }

  /** One time slot. */
  @Get('time-slots/:id')
  getSlot(@IdParam() id: number): Promise<AdminTimeSlotDto> {
    return this.packages.getSlot(id);
  }

  /** Creates a time slot (times of day, India time). */
  @Audited('time-slot', TimeSlot)
  @Post('time-slots')
  createSlot(@Body() body: SaveTimeSlotDto): Promise<AdminTimeSlotDto> {
    return this.packages.createSlot(body);
  }

  /** Changes a time slot; send only the changed fields. */
  @Audited('time-slot', TimeSlot)
  @Put('time-slots/:id')
  updateSlot(@IdParam() id: number, @Body() body: UpdateTimeSlotDto): Promise<AdminTimeSlotDto> {
    return this.packages.updateSlot(id, body);
  }

  /** Deletes a time slot; ads promoted in it stay promoted, without a slot. */
  @Audited('time-slot', TimeSlot)
  @Delete('time-slots/:id')
  async removeSlot(@IdParam() id: number): Promise<{ id: number }> {
    await this.packages.removeSlot(id);
    return { id };
  }
}
