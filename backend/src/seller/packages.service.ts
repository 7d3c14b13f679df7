import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toRupees } from '../database/columns';
import { PackageDto, TimeSlotDto } from './dto/catalogue.dto';
import { Package } from './package.entity';
import { TimeSlot } from './time-slot.entity';

export const toPackageDto = ({ id, name, amountPaise, durationDays }: Package): PackageDto => ({ id, name, amount: toRupees(amountPaise), durationDays });
export const toTimeSlotDto = ({ id, label, startTime, endTime }: TimeSlot): TimeSlotDto => ({ id, label, startTime, endTime });

/** What a seller can buy: promotion packages and the time slots they are shown first in. */
@Injectable()
export class PackagesService {
  constructor(
    @InjectRepository(Package) private readonly packages: Repository<Package>,
    @InjectRepository(TimeSlot) private readonly slots: Repository<TimeSlot>,
  ) {}

  async activePackages(): Promise<PackageDto[]> {
    return (await this.packages.find({ where: { active: true }, order: { amountPaise: 'ASC' }, take: 100 })).map(toPackageDto);
  }

  async activeSlots(): Promise<TimeSlotDto[]> {
    return (await this.slots.find({ where: { active: true }, order: { startTime: 'ASC' }, take: 100 })).map(toTimeSlotDto);
  }
}
