import { Typography } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import {
  ArrayInput,
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useSourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { HindiNameInput } from '../common/HindiNameInput';
import { CategoryInput } from '../common/ReferenceInputs';
import { hasBounds, hasOptions, hasUnit, KEY_PATTERN, keyFrom, KINDS, LIMITS, UNITS, type CategoryField, type FieldOption } from './types';

export const KIND_CHOICES = KINDS.map((id) => ({ id, name: `app.category_fields.kinds.${id}` }));
export const UNIT_CHOICES = UNITS.map((id) => ({ id, name: `app.category_fields.units.${id}` }));

const keyFormat = regex(KEY_PATTERN, 'app.category_fields.errors.key_format');
const KEY_RULES = [required(), maxLength(LIMITS.key), keyFormat];
const LABEL_RULES = [required(), maxLength(LIMITS.label)];

const wholeNumber: Validator = (value: unknown) => (value === null || value === undefined || value === '' || Number.isInteger(value) ? undefined : 'app.category_fields.errors.whole_number');
const BOUND_RULES = [wholeNumber, minValue(0), maxValue(LIMITS.number)];
const notBelowMin: Validator = (value: number | null, all: Partial<CategoryField>) =>
  value !== null && value !== undefined && all.min !== null && all.min !== undefined && all.min > value ? 'app.category_fields.errors.min_above_max' : undefined;

/** A choice offers 1 to 40 options, each with a key of its own. */
const optionList: Validator = (options: Partial<FieldOption>[] | null | undefined) => {
  if (!options?.length) return 'app.category_fields.errors.options_needed';
  if (options.length > LIMITS.options) return { message: 'app.category_fields.errors.too_many_options', args: { max: LIMITS.options } };
  const keys = options.map((option) => option?.key).filter(Boolean);
  return new Set(keys).size === keys.length ? undefined : 'app.category_fields.errors.option_keys_repeat';
};

/**
 * Fills the key at `keyPath` from the English label at `labelPath` as the admin types it ("Languages spoken" →
 * languages-spoken), while the key is empty or still the one made from the label before: a key typed by hand, or one
 * already stored (`keep`), stays.
 */
function useKeyFromLabel(keyPath: string, labelPath: string, keep: (key: string) => boolean = () => false) {
  const { getValues, setValue } = useFormContext();
  const label = useWatch({ name: labelPath }) as string | undefined;
  const previous = useRef(label);
  useEffect(() => {
    const before = previous.current;
    previous.current = label;
    if (before === label) return;
    const key = (getValues(keyPath) as string | null | undefined) ?? '';
    if (keep(key) || (key && key !== keyFrom(before))) return;
    setValue(keyPath, keyFrom(label), { shouldDirty: true, shouldValidate: !!key });
  }, [label, keyPath, getValues, setValue, keep]);
}

/** The field's key: typed (or made from the label) when the field is created, read-only after (ads and URLs use it). */
function FieldKeyInput({ fixed }: { fixed: boolean }) {
  if (fixed) return <TextInput source="key" readOnly helperText="app.category_fields.key_fixed" fullWidth />;
  return <NewKeyInput />;
}

function NewKeyInput() {
  useKeyFromLabel('key', 'label');
  return <TextInput source="key" validate={KEY_RULES} helperText="app.category_fields.key_help" fullWidth />;
}

/** An option's key: filled from its label while new; the keys the field already had stay as they are (ads chose them). */
function OptionKeyInput() {
  const { getSource } = useSourceContext();
  const { formState } = useFormContext<Partial<CategoryField>>();
  const storedKeys = formState.defaultValues?.options?.map((option) => option?.key);
  const keep = useCallback((key: string) => !!key && !!storedKeys?.includes(key), [storedKeys]);
  useKeyFromLabel(getSource('key'), getSource('label'), keep);
  return <TextInput source="key" label="app.category_fields.option_key" validate={KEY_RULES} helperText={false} sx={{ minWidth: 160 }} />;
}

/** What a field of the chosen kind has besides its labels: a rate's unit, a choice's options, a number's bounds. */
function KindSettings() {
  const translate = useTranslate();
  const kind = useWatch({ name: 'kind' }) as CategoryField['kind'] | undefined;
  return (
    <>
      {hasUnit(kind) && <SelectInput source="unit" choices={UNIT_CHOICES} validate={required()} helperText="app.category_fields.unit_help" />}
      {hasOptions(kind) && (
        <>
          <ArrayInput source="options" label="app.category_fields.options" validate={optionList} helperText="app.category_fields.options_help">
            <SimpleFormIterator inline getItemLabel={(index) => `${index + 1}.`}>
              <TextInput source="label" label="app.category_fields.option_label" validate={LABEL_RULES} helperText={false} sx={{ minWidth: 180 }} />
              <HindiNameInput source="labelHi" label="app.category_fields.option_label_hi" maxLength={LIMITS.label} helperText={false} sx={{ minWidth: 180 }} />
              <OptionKeyInput />
            </SimpleFormIterator>
          </ArrayInput>
          <BooleanInput source="multiple" label="app.category_fields.multiple" helperText="app.category_fields.multiple_help" />
        </>
      )}
      {hasBounds(kind) && (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(kind === 'RATE' ? 'app.category_fields.bounds_rate' : 'app.category_fields.bounds_number')}
          </Typography>
          <NumberInput source="min" label="app.category_fields.min" validate={BOUND_RULES} step={1} min={0} />
          <NumberInput source="max" label="app.category_fields.max" validate={[...BOUND_RULES, notBelowMin]} step={1} min={0} />
        </>
      )}
    </>
  );
}

/**
 * A category's detail: which category, its key and kind (fixed once created: stored ads keep values of that kind under
 * that key), its labels, what its kind needs, and how ads use it. `fixed`: on the edit page.
 */
export function CategoryFieldInputs({ fixed = false }: { fixed?: boolean }) {
  return (
    <>
      {fixed ? (
        <>
          <ReferenceInput source="categoryId" reference="categories">
            <SelectInput label="resources.category-fields.fields.categoryId" optionText="title" readOnly helperText="app.category_fields.category_fixed" />
          </ReferenceInput>
          <KindText />
        </>
      ) : (
        <>
          <CategoryInput isRequired label="resources.category-fields.fields.categoryId" />
          <SelectInput source="kind" choices={KIND_CHOICES} validate={required()} helperText="app.category_fields.kind_help" />
        </>
      )}
      <TextInput source="label" validate={LABEL_RULES} helperText="app.category_fields.label_help" fullWidth />
      <HindiNameInput source="labelHi" maxLength={LIMITS.label} fullWidth />
      <FieldKeyInput fixed={fixed} />
      <KindSettings />
      <BooleanInput source="required" label="app.category_fields.required" helperText="app.category_fields.required_help" />
      <BooleanInput source="onCard" label="app.category_fields.on_card" helperText="app.category_fields.on_card_help" />
      <NumberInput source="position" validate={[required(), wholeNumber, minValue(0), maxValue(LIMITS.position)]} step={1} min={0} helperText="app.category_fields.position_help" />
    </>
  );
}

/** The kind on the edit page, read-only, in words. */
function KindText() {
  const translate = useTranslate();
  const record = useRecordContext<CategoryField>();
  if (!record) return null;
  return <TextInput source="kind" readOnly format={() => translate(`app.category_fields.kinds.${record.kind}`)} helperText="app.category_fields.kind_fixed" />;
}
