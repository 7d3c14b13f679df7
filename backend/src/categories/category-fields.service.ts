import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { isUniqueViolation } from '../common/db-errors';
import { type TtlCache } from '../common/ttl-cache';
import { CategoryField } from './category-field.entity';
import { categoryRefusal } from './category-refusals';
import { Category } from './category.entity';
import { AdminCategoryFieldDto, CategoryFieldDto, CreateCategoryFieldDto, UpdateCategoryFieldDto } from './dto/category-field.dto';
import { DetailKind, MAX_FIELDS_PER_CATEGORY } from './field-kind';
import { sentFields } from '../common/sent-fields';

export const toFieldDto = ({ id, categoryId, key, kind, label, labelHi, unit, options, multiple, min, max, required, onCard, position }: CategoryField): CategoryFieldDto => ({
  id,
  categoryId,
  key,
  kind,
  label,
  labelHi,
  unit,
  options,
  multiple,
  min,
  max,
  required,
  onCard,
  position,
});

const toAdminFieldDto = (field: CategoryField): AdminCategoryFieldDto => ({ ...toFieldDto(field), removed: !!field.removedAt });

const byPosition = (a: CategoryField, b: CategoryField) => a.position - b.position || a.id - b.id;

/** 400 naming the field that breaks a rule of its kind. */
const refuse = (field: string, key: Parameters<typeof categoryRefusal>[0]) => new BadRequestException({ detail: categoryRefusal(key), errors: { [field]: categoryRefusal(key) } });

/**
 * The details each category's ads carry (issue 44), defined in the console. Read on every post, ad page and filtered
 * search: kept in memory, dropped after every committed write like the categories. A field is removed by hiding it:
 * the ads that gave it keep their values, so changing a category's fields never breaks a stored ad.
 */
@Injectable()
export class CategoryFieldsService {
  private readonly cache: TtlCache<CategoryField[]>;

  constructor(
    @InjectRepository(CategoryField) private readonly fields: Repository<CategoryField>,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 1, ['category_fields']);
  }

  /** Every field, removed ones too, in their order: the same array until a write replaces it. */
  all(): Promise<CategoryField[]> {
    return this.cache.get('all', async () => (await this.fields.find({ take: 100_000 })).sort(byPosition));
  }

  /** A category's fields, removed ones too (the ads that gave them keep their values). */
  async ofCategory(categoryId: number): Promise<CategoryField[]> {
    return (await this.all()).filter((field) => field.categoryId === categoryId);
  }

  /** The fields a category's ads show and its forms and filters offer, in order. */
  async live(categoryId: number): Promise<CategoryField[]> {
    return (await this.all()).filter((field) => field.categoryId === categoryId && !field.removedAt);
  }

  /** The console's list: a category's fields (or every category's), removed ones marked. */
  async list(categoryId?: number): Promise<AdminCategoryFieldDto[]> {
    return (await this.all()).filter((field) => categoryId === undefined || field.categoryId === categoryId).map(toAdminFieldDto);
  }

  async get(id: number): Promise<AdminCategoryFieldDto> {
    return toAdminFieldDto(await this.find(id));
  }

  /** A new field: its key unique in the category (409), at most 65 live fields (409), its settings those of its kind (400). */
  async create(input: CreateCategoryFieldDto): Promise<AdminCategoryFieldDto> {
    const { categoryId, ...settings } = input;
    if (!(await this.fields.manager.existsBy(Category, { id: categoryId }))) {
      throw new BadRequestException({ detail: categoryRefusal('categoryNotFound', { id: String(categoryId) }), errors: { categoryId: categoryRefusal('noSuchCategory') } });
    }
    const field = this.fields.create({ options: [], multiple: false, min: null, max: null, unit: null, labelHi: null, ...sentFields(settings), category: { id: categoryId } });
    checkKind(field);
    if ((await this.fields.countBy({ category: { id: categoryId }, removedAt: IsNull() })) >= MAX_FIELDS_PER_CATEGORY) {
      throw new ConflictException({ detail: categoryRefusal('tooManyFields', { max: String(MAX_FIELDS_PER_CATEGORY) }) });
    }
    try {
      return this.get((await this.fields.save(field)).id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException({ detail: categoryRefusal('fieldKeyTaken', { key: input.key }), errors: { key: categoryRefusal('alreadyExists') } });
      throw error;
    }
  }

  /** Changes a field's labels and settings (its category, key and kind stay). */
  async update(id: number, input: UpdateCategoryFieldDto): Promise<AdminCategoryFieldDto> {
    const field = await this.find(id);
    const changes = sentFields(input);
    checkKind({ ...field, ...changes });
    if (Object.keys(changes).length) await this.fields.update({ id }, changes);
    return this.get(id);
  }

  /** Hides a field from forms, pages and filters; the ads that gave it keep their values. */
  async remove(id: number): Promise<void> {
    const field = await this.find(id);
    if (!field.removedAt) await this.fields.update({ id }, { removedAt: new Date() });
  }

  private async find(id: number): Promise<CategoryField> {
    const field = await this.fields.findOneBy({ id });
    if (!field) throw new NotFoundException({ detail: categoryRefusal('fieldNotFound', { id: String(id) }) });
    return field;
  }
}

/** A field's settings must be those of its kind: a rate has a unit, a choice options with distinct keys, bounds in order. */
function checkKind(field: Pick<CategoryField, 'kind' | 'unit' | 'options' | 'multiple' | 'min' | 'max'>): void {
  const numeric = field.kind === DetailKind.Rate || field.kind === DetailKind.Number;
  if (field.kind === DetailKind.Rate && !field.unit) throw refuse('unit', 'unitNeeded');
  if (field.kind !== DetailKind.Rate && field.unit) throw refuse('unit', 'unitOnlyForRate');
  if (field.kind === DetailKind.Choice && !field.options.length) throw refuse('options', 'optionsNeeded');
  if (field.kind !== DetailKind.Choice && (field.options.length || field.multiple)) throw refuse('options', 'optionsOnlyForChoice');
  if (new Set(field.options.map((option) => option.key)).size !== field.options.length) throw refuse('options', 'optionKeysRepeat');
  if (!numeric && (field.min !== null || field.max !== null)) throw refuse('min', 'boundsOnlyForNumbers');
  if (field.min !== null && field.max !== null && field.min > field.max) throw refuse('min', 'minAboveMax');
}
