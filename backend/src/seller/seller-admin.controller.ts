import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { Role } from '../users/user.entity';
import { AdminPackageDto, AdminTimeSlotDto, SavePackageDto, SaveTimeSlotDto } from './dto/catalogue-admin.dto';
import { PackagesService } from './packages.service';

@ApiTags('admin: packages and time slots')
@Auth(Role.Admin)
@Controller('admin')
export class SellerAdminController {
  constructor(private readonly packages: PackagesService) {}

  @Get('packages')
  listPackages(): Promise<AdminPackageDto[]> {
    return this.packages.allPackages();
  }

  @Get('packages/:id')
  getPackage(@IdParam() id: number): Promise<AdminPackageDto> {
    return this.packages.getPackage(id);
  }

  @Post('packages')
  createPackage(@Body() body: SavePackageDto): Promise<AdminPackageDto> {
    return this.packages.createPackage(body);
  }

  @Put('packages/:id')
  updatePackage(@IdParam() id: number, @Body() body: SavePackageDto): Promise<AdminPackageDto> {
    return this.packages.updatePackage(id, body);
  }

  @Delete('packages/:id')
  @HttpCode(204)
  removePackage(@IdParam() id: number): Promise<void> {
    return this.packages.removePackage(id);
  }

  @Get('time-slots')
  listSlots(): Promise<AdminTimeSlotDto[]> {
    return this.packages.allSlots();
  }

  @Get('time-slots/:id')
  getSlot(@IdParam() id: number): Promise<AdminTimeSlotDto> {
    return this.packages.getSlot(id);
  }

  @Post('time-slots')
  createSlot(@Body() body: SaveTimeSlotDto): Promise<AdminTimeSlotDto> {
    return this.packages.createSlot(body);
  }

  @Put('time-slots/:id')
  updateSlot(@IdParam() id: number, @Body() body: SaveTimeSlotDto): Promise<AdminTimeSlotDto> {
    return this.packages.updateSlot(id, body);
  }

  @Delete('time-slots/:id')
  @HttpCode(204)
  removeSlot(@IdParam() id: number): Promise<void> {
    return this.packages.removeSlot(id);
  }
}
