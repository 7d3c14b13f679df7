import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { RejectionReasonDto, SaveRejectionReasonDto } from './dto/moderation.dto';
import { RejectionReason } from './rejection-reason.entity';
import { moderationRefusal } from './moderation-refusals';

const toDto = ({ id, label, createdAt }: RejectionReason): RejectionReasonDto => ({ id, label, createdAt });

/** The reasons moderators choose from when they reject an ad; the list is theirs to edit. */
@Injectable()
export class RejectionReasonsService {
  constructor(@InjectRepository(RejectionReason) private readonly reasons: Repository<RejectionReason>) {}

  async all(): Promise<RejectionReasonDto[]> {
    return (await this.reasons.find({ order: { id: 'ASC' }, take: 1000 })).map(toDto);
  }

  async get(id: number): Promise<RejectionReasonDto> {
    const reason = await this.reasons.findOneBy({ id });
    if (!reason) throw new NotFoundException({ detail: moderationRefusal('reasonNotFound', { id: String(id) }) });
    return toDto(reason);
  }

  async create(input: SaveRejectionReasonDto): Promise<RejectionReasonDto> {
    return this.saving(input.label, async () => toDto(await this.reasons.save(this.reasons.create({ label: input.label }))));
  }

  async update(id: number, input: SaveRejectionReasonDto): Promise<RejectionReasonDto> {
    await this.get(id);
    return this.saving(input.label, async () => {
      await this.reasons.update({ id }, { label: input.label });
      return this.get(id);
    });
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.reasons.delete({ id });
    if (!affected) throw new NotFoundException({ detail: moderationRefusal('reasonNotFound', { id: String(id) }) });
  }

  private async saving<T>(label: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException({ detail: moderationRefusal('reasonExists', { label }) });
      throw error;
    }
  }
}
