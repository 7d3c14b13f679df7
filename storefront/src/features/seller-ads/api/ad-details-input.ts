import type { AdDetailValue, CategoryField } from '../../../api/types';

/**
 * The details as the ad form holds them, by field key: a number for a rate or a number, true/false for yes/no, and the
 * chosen option keys for a choice (always a list, so a single choice and a multiple one read the same; the single
 * choice's select shows its first). undefined or null: not given.
 */
export type DetailFormValues = Record<string, number | boolean | string[] | null | undefined>;

/** What the API takes as `details` (CreateAdDto): a whole number, true/false, an option key or a list of them, by key. */
export type DetailsInput = Record<string, number | boolean | string | string[]>;

/**
 * The API's `details` from the form's values, over the fields of the category now chosen (values left from another
 * category are dropped); details not given are left out. Editing sends them all, as the API replaces every detail.
 */
export function detailsInput(fields: CategoryField[], values: DetailFormValues | undefined): DetailsInput {
  const input: DetailsInput = {};
  for (const field of fields) {
    const value = values?.[field.key];
    if (value === undefined || value === null) continue;
    switch (field.kind) {
      case 'RATE':
      case 'NUMBER':
        if (typeof value === 'number' && Number.isFinite(value)) input[field.key] = Math.round(value);
        break;
      case 'YES_NO':
        if (typeof value === 'boolean') input[field.key] = value;
        break;
      case 'CHOICE': {
        const known = field.options.map((option) => option.key);
        const chosen = (Array.isArray(value) ? value : [String(value)]).filter((key) => known.includes(key));
        if (!chosen.length) break;
        input[field.key] = field.multiple ? known.filter((key) => chosen.includes(key)) : chosen[0];
        break;
      }
    }
  }
  return input;
}

/** The form's values from an ad's details (MyAdDto.details), to edit it. */
export function detailFormValues(details: AdDetailValue[] | undefined): DetailFormValues {
  const values: DetailFormValues = {};
  for (const detail of details ?? []) {
    if (detail.kind === 'YES_NO') values[detail.key] = detail.yes;
    else if (detail.kind === 'CHOICE') values[detail.key] = (detail.options ?? []).map((option) => option.key);
    else values[detail.key] = detail.number;
  }
  return values;
}
