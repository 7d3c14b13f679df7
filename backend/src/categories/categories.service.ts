import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { isReferencedError } from '../common/db-errors';
import { slugOfAtMost } from '../common/slug';
import { type TtlCache } from '../common/ttl-cache';
import { MediaService } from '../media/media.service';
import { CATEGORY_SLUG_LENGTH, Category } from './category.entity';
import { CategoryDto, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import { categoryRefusal } from './category-refusals';
import { sentFields } from '../common/sent-fields';

/** The first segment of the results pages of every category (`/all`, `/all/{district or state}`; storefront/src/lib/slug.ts): no category may take it. */
export const ALL_CATEGORIES = 'all';

/** A category's slug from its title, or from a title or slug as a URL or a client writes it: stored and looked up alike. */
const categorySlug = (text: string) => slugOfAtMost(text, CATEGORY_SLUG_LENGTH);

export const toCategoryDto = ({ id, title, titleHi, slug, image, metaTitle, metaDescription }: Category): CategoryDto => ({ id, title, titleHi, slug, image, metaTitle, metaDescription });

/** A delete refused by a foreign key (ads still use the row). SQLite reports ON DELETE RESTRICT as SQLITE_CONSTRAINT_TRIGGER. */
@Injectable()
export class CategoriesService {
  /** Categories change rarely and every search resolves one: kept in memory, dropped after every committed write. */
  private readonly cache: TtlCache<CategoryDto[]>;

  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly media: MediaService,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 1, ['categories']);
  }

  all(): Promise<CategoryDto[]> {
    return this.cache.get('all', async () => (await this.categories.find({ order: { id: 'ASC' }, take: 1000 })).map(toCategoryDto));
  }

  async get(id: number): Promise<CategoryDto> {
    return toCategoryDto(await this.find(id));
  }

  async bySlug(slug: string): Promise<CategoryDto> {
    const wanted = categorySlug(slug);
    const category = (await this.all()).find((c) => c.slug === wanted);
    if (!category) throw new NotFoundException({ detail: categoryRefusal('unknownCategory', { slug }) });
    return category;
  }

  async create(input: CreateCategoryDto, image?: Express.Multer.File): Promise<CategoryDto> {
    const slug = await this.uniqueSlug(input.title);
    const stored = image ? await this.media.saveImage(image, 'categories') : null;
    try {
      return toCategoryDto(await this.categories.save(this.categories.create({ ...input, slug, image: stored?.url ?? null })));
    } catch (error) {
      await this.media.remove(stored?.url);
      throw error;
    }
  }

  async update(id: number, input: UpdateCategoryDto, image?: Express.Multer.File): Promise<CategoryDto> {
    const category = await this.find(id);
    const changes: Partial<Category> = sentFields(input);
    if (input.title !== undefined && input.title !== category.title) changes.slug = await this.uniqueSlug(input.title, id);
    if (image) changes.image = (await this.media.saveImage(image, 'categories')).url;
    try {
      // TypeORM refuses an UPDATE without values (a form that changes nothing is fine).
      if (Object.keys(changes).length) await this.categories.update({ id }, changes);
    } catch (error) {
      if (image) await this.media.remove(changes.image);
      throw error;
    }
    if (image) await this.media.remove(category.image);
    return this.get(id);
  }

  /** Deletes a category; the database refuses (409) while ads still use it. */
  async remove(id: number): Promise<void> {
    const category = await this.find(id);
    try {
      await this.categories.delete({ id });
    } catch (error) {
      if (isReferencedError(error)) throw new ConflictException({ detail: categoryRefusal('stillHasAds', { title: category.title }) });
      throw error;
    }
    await this.media.remove(category.image);
  }

  private async find(id: number): Promise<Category> {
    const category = await this.categories.findOneBy({ id });
    if (!category) throw new NotFoundException({ detail: categoryRefusal('categoryNotFound', { id: String(id) }) });
    return category;
  }

  private async uniqueSlug(title: string, exceptId?: number): Promise<string> {
    const slug = categorySlug(title);
    if (!slug) throw new BadRequestException({ detail: categoryRefusal('titleNeedsLetters'), errors: { title: categoryRefusal('needsLetters') } });
    if (slug === ALL_CATEGORIES) throw new ConflictException({ detail: categoryRefusal('titleReserved', { title }), errors: { title: categoryRefusal('reserved') } });
    const taken = await this.categories.existsBy(
      exceptId
        ? [
            { slug, id: Not(exceptId) },
            { title, id: Not(exceptId) },
          ]
        : [{ slug }, { title }],
    );
    if (taken) throw new ConflictException({ detail: categoryRefusal('nameTaken', { title }), errors: { title: categoryRefusal('alreadyExists') } });
    return slug;
  }
}
