import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toPaise, toRupees } from '../database/columns';
import { AdminPackageDto, AdminTimeSlotDto, SavePackageDto, SaveTimeSlotDto, UpdatePackageDto, UpdateTimeSlotDto } from './dto/plan-admin.dto';
import { PackageDto, TimeSlotDto } from './dto/plan.dto';
import { Package } from './package.entity';
import { TimeSlot } from './time-slot.entity';
import { planRefusal } from './plan-refusals';

export const toPackageDto = ({ id, name, nameHi, amountPaise, durationDays }: Package): PackageDto => ({ id, name, nameHi, amount: toRupees(amountPaise), durationDays });
export const toTimeSlotDto = ({ id, label, labelHi, startTime, endTime }: TimeSlot): TimeSlotDto => ({ id, label, labelHi, startTime, endTime });
const toAdminPackage = (p: Package): AdminPackageDto => ({ ...toPackageDto(p), active: p.active });
const toAdminSlot = (s: TimeSlot): AdminTimeSlotDto => ({ ...toTimeSlotDto(s), active: s.active });

/**
 * What a seller can buy: promotion packages and the time slots they are shown first in. Retired
 * packages and slots are deactivated rather than deleted once used, so history keeps its meaning.
 */
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

  // ---- admin ----

  async allPackages(): Promise<AdminPackageDto[]> {
    return (await this.packages.find({ order: { amountPaise: 'ASC' }, take: 500 })).map(toAdminPackage);
  }

  async getPackage(id: number): Promise<AdminPackageDto> {
    return toAdminPackage(await this.findPackage(id));
  }

  async createPackage({ amount, ...input }: SavePackageDto): Promise<AdminPackageDto> {
    return toAdminPackage(await this.packages.save(this.packages.create({ ...input, amountPaise: toPaise(amount) })));
  }

  async updatePackage(id: number, { amount, ...input }: UpdatePackageDto): Promise<AdminPackageDto> {
    await this.findPackage(id);
    const changes = { ...input, ...(amount !== undefined ? { amountPaise: toPaise(amount) } : {}) };
    if (Object.keys(changes).length) await this.packages.update({ id }, changes);
    return this.getPackage(id);
  }

  async removePackage(id: number): Promise<void> {
    await this.findPackage(id);
    await this.packages.delete({ id });
  }

  async allSlots(): Promise<AdminTimeSlotDto[]> {
    return (await this.slots.find({ order: { startTime: 'ASC' }, take: 500 })).map(toAdminSlot);
  }

  async getSlot(id: number): Promise<AdminTimeSlotDto> {
    return toAdminSlot(await this.findSlot(id));
  }

  async createSlot(input: SaveTimeSlotDto): Promise<AdminTimeSlotDto> {
    return toAdminSlot(await this.slots.save(this.slots.create(input)));
  }

  async updateSlot(id: number, input: UpdateTimeSlotDto): Promise<AdminTimeSlotDto> {
    await this.findSlot(id);
    if (Object.keys(input).length) await this.slots.update({ id }, input);
    return this.getSlot(id);
  }

  /** Deleting a slot that ads are promoted in leaves those ads without a slot (they stay promoted). */
  async removeSlot(id: number): Promise<void> {
    await this.findSlot(id);
    await this.slots.delete({ id });
  }

  /** A package a seller can buy now (404 for a missing or withdrawn one). */
  async packageOnSale(id: number): Promise<Package> {
    const found = await this.packages.findOneBy({ id, active: true });
    if (!found) throw new NotFoundException({ detail: planRefusal('packageNotFound', { id: String(id) }) });
    return found;
  }

  /** A time slot a seller can buy now (404 for a missing or withdrawn one). */
  async slotOnSale(id: number): Promise<TimeSlot> {
    const found = await this.slots.findOneBy({ id, active: true });
    if (!found) throw new NotFoundException({ detail: planRefusal('slotNotFound', { id: String(id) }) });
    return found;
  }

  private async findPackage(id: number): Promise<Package> {
    const found = await this.packages.findOneBy({ id });
    if (!found) throw new NotFoundException({ detail: planRefusal('packageNotFound', { id: String(id) }) });
    return found;
  }

  private async findSlot(id: number): Promise<TimeSlot> {
    const found = await this.slots.findOneBy({ id });
    if (!found) throw new NotFoundException({ detail: planRefusal('slotNotFound', { id: String(id) }) });
    return found;
  }
}
