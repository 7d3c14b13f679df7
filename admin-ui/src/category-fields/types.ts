import type { ResourceCreate, ResourceRecord, ResourceUpdate } from '../providers/resources';

/** A detail the ads of a category carry (issue 44), as the console reads it: removed ones too, marked. */
export type CategoryField = ResourceRecord<'category-fields'>;
export type FieldKind = CategoryField['kind'];
export type RateUnit = NonNullable<CategoryField['unit']>;
export type FieldOption = CategoryField['options'][number];

export const KINDS: FieldKind[] = ['RATE', 'CHOICE', 'NUMBER', 'YES_NO'];
export const UNITS: RateUnit[] = ['HOUR', 'SESSION', 'DAY'];

/** The API's limits (backend/src/categories/field-kind.ts and dto/category-field.dto.ts). */
export const LIMITS = { key: 40, label: 60, options: 40, number: 100_000_000, position: 1000 } as const;
/** Lower-case letters and digits joined by hyphens, e.g. languages-spoken. */
export const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const hasUnit = (kind?: FieldKind) => kind === 'RATE';
export const hasOptions = (kind?: FieldKind) => kind === 'CHOICE';
export const hasBounds = (kind?: FieldKind) => kind === 'RATE' || kind === 'NUMBER';

/** A key made from an English label: "Languages spoken" → languages-spoken (what is left is for the admin to fix). */
export const keyFrom = (label: string | null | undefined): string =>
  (label ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.key)
    .replace(/-+$/, '');

/** The form's values: what the record has, options possibly half typed. */
type Values = Partial<Omit<CategoryField, 'options'>> & { options?: Partial<FieldOption>[] | null };

/**
 * The settings a field of its kind has, and no other (the API refuses a unit on a choice, options on a rate, bounds on
 * yes/no): what the form holds for another kind, chosen first and then changed, is left out. Blank Hindi labels are null.
 */
function settings(values: Values, kind: FieldKind | undefined) {
  return {
    label: values.label?.trim() ?? '',
    labelHi: values.labelHi?.trim() || null,
    ...(hasUnit(kind) && values.unit ? { unit: values.unit } : {}),
    ...(hasOptions(kind)
      ? {
          options: (values.options ?? []).map((option) => ({ key: option.key?.trim() ?? '', label: option.label?.trim() ?? '', labelHi: option.labelHi?.trim() || null })),
          multiple: !!values.multiple,
        }
      : {}),
    ...(hasBounds(kind) ? { min: values.min ?? null, max: values.max ?? null } : {}),
    required: !!values.required,
    onCard: !!values.onCard,
    position: values.position ?? 0,
  };
}

/** POST's body: the category, key and kind (fixed from then on) and the settings of that kind. */
export const toCreateBody = (values: Values): ResourceCreate<'category-fields'> => ({
  categoryId: values.categoryId as number,
  key: values.key?.trim() ?? '',
  kind: values.kind as FieldKind,
  ...settings(values, values.kind),
});

/** PUT's body (the data provider then sends only what changed): the settings, never the category, key or kind. */
export const toUpdateBody = (values: Values): ResourceUpdate<'category-fields'> => settings(values, values.kind);
