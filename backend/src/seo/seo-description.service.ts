import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SaveSeoDescriptionDto, SeoDescriptionDto, UpdateSeoDescriptionDto } from './dto/seo-description.dto';
import { SeoDescription } from './seo-description.entity';
import { seoRefusal } from './seo-refusals';

const toDto = ({ id, headingH1, headingH2, description }: SeoDescription): SeoDescriptionDto => ({ id, headingH1, headingH2, description });

/** The home page's single SEO text block. */
@Injectable()
export class SeoDescriptionService {
  constructor(@InjectRepository(SeoDescription) private readonly descriptions: Repository<SeoDescription>) {}

  async first(): Promise<SeoDescriptionDto> {
    const [description] = await this.descriptions.find({ order: { id: 'ASC' }, take: 1 });
    if (!description) throw new NotFoundException({ detail: seoRefusal('noDescription') });
    return toDto(description);
  }

  async all(): Promise<SeoDescriptionDto[]> {
    return (await this.descriptions.find({ order: { id: 'ASC' }, take: 100 })).map(toDto);
  }

  async get(id: number): Promise<SeoDescriptionDto> {
    const description = await this.descriptions.findOneBy({ id });
    if (!description) throw new NotFoundException({ detail: seoRefusal('descriptionNotFound', { id: String(id) }) });
    return toDto(description);
  }

  async add({ headingH1, headingH2, description }: SaveSeoDescriptionDto): Promise<SeoDescriptionDto> {
    const conflict = () => new ConflictException({ detail: seoRefusal('descriptionExists') });
    if (await this.descriptions.exists()) throw conflict();
    const saved = await this.descriptions.save(this.descriptions.create({ headingH1, headingH2, description }));
    // Two adds at once (a double click) both pass the check above: the earlier row wins, the later one is withdrawn.
    const [first] = await this.descriptions.find({ select: { id: true }, order: { id: 'ASC' }, take: 1 });
    if (first && first.id !== saved.id) {
      await this.descriptions.delete({ id: saved.id });
      throw conflict();
    }
    return toDto(saved);
  }

  async update(id: number, { headingH1, headingH2, description }: UpdateSeoDescriptionDto): Promise<SeoDescriptionDto> {
    const existing = await this.descriptions.findOneBy({ id });
    if (!existing) throw new NotFoundException({ detail: seoRefusal('descriptionNotFound', { id: String(id) }) });
    const changes = Object.fromEntries(Object.entries({ headingH1, headingH2, description }).filter(([, v]) => v !== undefined));
    return toDto(await this.descriptions.save({ ...existing, ...changes }));
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.descriptions.delete({ id });
    if (!affected) throw new NotFoundException({ detail: seoRefusal('descriptionNotFound', { id: String(id) }) });
  }
}
