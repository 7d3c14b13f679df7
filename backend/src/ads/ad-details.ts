import { BadRequestException, Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type CategoryField } from '../categories/category-field.entity';
import { CategoryFieldsService } from '../categories/category-fields.service';
import { DetailKind, MAX_DETAIL_NUMBER } from '../categories/field-kind';
import { inRequestLanguage } from '../common/texts';
import { AdDetail } from './ad-detail.entity';
import { adRefusal } from './ad-refusals';
import { Ad, type StoredDetails } from './ad.entity';
import { type AdDetailValueDto } from './dto/ad.dto';

type StoredValue = StoredDetails[string];

/** 400 naming the detail (`errors['details.<key>']`) in the request's language. */
function refuse(field: CategoryField, key: Parameters<typeof adRefusal>[0], values: Record<string, string> = {}): BadRequestException {
  const why = adRefusal(key, { ...values, label: inRequestLanguage(field.label, field.labelHi) });
  return new BadRequestException({ detail: why, errors: { [`details.${field.key}`]: why } });
}

/** A sent value as a whole number, if it is one (a form may send digits as text). */
const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
};

/** The value of one detail as sent, checked against its field; undefined: not given. */
function valueOf(field: CategoryField, sent: unknown): StoredValue | undefined {
  if (sent === null || sent === '' || (Array.isArray(sent) && !sent.length)) return undefined;
  switch (field.kind) {
    case DetailKind.Rate:
    case DetailKind.Number: {
      const number = wholeNumber(sent);
      const [min, max] = [field.min ?? 0, field.max ?? MAX_DETAIL_NUMBER];
      if (number === undefined || number < min || number > max) {
        const why = field.kind === DetailKind.Rate ? (field.max === null ? 'detailRateAtLeast' : 'detailRate') : field.max === null ? 'detailNumberAtLeast' : 'detailNumber';
        throw refuse(field, why, { min: String(min), max: String(max) });
      }
      return number;
    }
    case DetailKind.YesNo:
      if (sent === true || sent === 'true') return true;
      if (sent === false || sent === 'false') return false;
      throw refuse(field, 'detailYesNo');
    case DetailKind.Choice: {
      const chosen = Array.isArray(sent) ? sent : [sent];
      const known = new Set(field.options.map((option) => option.key));
      const unknown = chosen.find((key) => typeof key !== 'string' || !known.has(key));
      if (unknown !== undefined) throw refuse(field, 'detailOption', { options: field.options.map((option) => option.key).join(', ') });
      if (!field.multiple && chosen.length > 1) throw refuse(field, 'detailOneOption');
      // Stored in the field's order, each once.
      return field.options.map((option) => option.key).filter((key) => chosen.includes(key));
    }
  }
}

/**
 * An ad's details (issue 44): checked against its category's fields, stored on the ad for its pages and as ad_details
 * rows for the filters, shown in the fields' order with their labels. A removed field's value stays stored, hidden.
 */
@Injectable()
export class AdDetails {
  constructor(private readonly fields: CategoryFieldsService) {}

  /**
   * The details an ad will have: `sent` (by key) replaces the values of the category's live fields, `stored` keeps those
   * of its removed ones (a value of another category's field, after a change of category, is dropped). 400 naming the
   * detail for an unknown key or a value its field does not take, and with `required` for a required detail not given.
   */
  async check(categoryId: number, sent: Record<string, unknown> | undefined, { stored, required }: { stored?: StoredDetails | null; required: boolean }): Promise<StoredDetails> {
    const fields = await this.fields.ofCategory(categoryId);
    const live = fields.filter((field) => !field.removedAt);
    const details: StoredDetails = {};
    for (const field of fields) {
      const kept = stored?.[field.id];
      if (kept !== undefined && (field.removedAt || sent === undefined)) details[field.id] = kept;
    }
    for (const [key, value] of Object.entries(sent ?? {})) {
      const field = live.find((f) => f.key === key);
      if (!field) throw new BadRequestException({ detail: adRefusal('unknownDetail', { key }), errors: { [`details.${key}`]: adRefusal('noSuchDetail') } });
      const checked = valueOf(field, value);
      if (checked !== undefined) details[field.id] = checked;
    }
    const missing = required && live.find((field) => field.required && details[field.id] === undefined);
    if (missing) throw refuse(missing, 'detailRequired');
    return details;
  }

  /** Stores the ad's details, in the caller's transaction: on the ad, and one row per searchable value. */
  async write(manager: EntityManager, adId: number, details: StoredDetails): Promise<void> {
    await manager.update(Ad, { id: adId }, { details: Object.keys(details).length ? details : null });
    await manager.delete(AdDetail, { adId });
    const rows = Object.entries(details).flatMap(([fieldId, value]): Omit<AdDetail, 'id'>[] =>
      Array.isArray(value) ? value.map((option) => ({ adId, fieldId: Number(fieldId), number: null, option })) : [{ adId, fieldId: Number(fieldId), number: Number(value), option: null }],
    );
    if (rows.length) await manager.insert(AdDetail, rows);
  }

  /** The ad's details its page shows (or with `onCard`, its card). */
  async shown(categoryId: number, details: StoredDetails | null, { onCard = false } = {}): Promise<AdDetailValueDto[]> {
    return details ? shownDetails(await this.fields.live(categoryId), details, { onCard }) : [];
  }
}

/** The details shown of an ad: those `fields` (its category's live ones, in order) it gives, or with `onCard` those shown on cards. */
export function shownDetails(fields: CategoryField[], details: StoredDetails, { onCard = false } = {}): AdDetailValueDto[] {
  return fields.flatMap((field) => {
    const value = details[field.id];
    if (value === undefined || (onCard && !field.onCard)) return [];
    const { key, kind, label, labelHi, unit } = field;
    const shown: AdDetailValueDto = { key, kind, label, labelHi, unit };
    if (typeof value === 'number') shown.number = value;
    else if (typeof value === 'boolean') shown.yes = value;
    else {
      // An option taken out of the field stays stored, hidden.
      const options = field.options.filter((option) => value.includes(option.key));
      if (!options.length) return [];
      shown.options = options;
    }
    return [shown];
  });
}
