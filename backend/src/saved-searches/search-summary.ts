import type { Language } from '../common/language';
import { nameIn, texts } from '../common/texts';
import type { Criteria } from './saved-searches.service';
import { type CategoryField } from '../categories/category-field.entity';
import { DetailKind } from '../categories/field-kind';
import { type DetailFilter } from '../search/detail-filters';
import en from './search-summary.en.json';
import hiTexts from './search-summary.hi.json';

const hi: typeof en = hiTexts;

/** The parts of a saved search's summary, joined with “ · ” (the keyword is quoted as typed). */
const text = texts('search-summary', { en, hi });

/**
 * A saved search in words (“Spa in Pune · “massage” · age 25–40 · with photos”), for the API's `summary` (in the
 * request's language) and the alert mails (in the owner's), with the category's and district's Hindi names where known.
 */
export function searchSummary(
  language: Language,
  { keyword, minAge, maxAge, withPhotos, phoneVerified, photosVerified }: Pick<Criteria, 'keyword' | 'minAge' | 'maxAge' | 'withPhotos' | 'phoneVerified' | 'photosVerified'>,
  category: { title: string; titleHi: string | null },
  location: { district: string; districtHi: string | null } | null,
  details: string[] = [],
): string {
  const t = text(language);
  const categoryName = nameIn(language, category.title, category.titleHi);
  const district = location ? nameIn(language, location.district, location.districtHi) : null;
  const ages = { min: String(minAge), max: String(maxAge) };
  const age = minAge !== null && maxAge !== null ? t('ageRange', ages) : minAge !== null ? t('ageFrom', ages) : maxAge !== null ? t('ageUpTo', ages) : null;
  const place = district ? t('inDistrict', { category: categoryName, district }) : categoryName;
  const badges = [withPhotos && t('withPhotos'), phoneVerified && t('phoneVerified'), photosVerified && t('photosVerified')];
  return [place, keyword ? `“${keyword}”` : null, age, ...badges, ...details].filter(Boolean).join(' · ');
}

/** Each detail filter in words: “Rate ₹500–2,000”, “Languages: Hindi, English”, “Incall: yes”. */
export function detailsInWords(language: Language, filters: DetailFilter[], fields: CategoryField[]): string[] {
  const t = text(language);
  const number = (n: number) => n.toLocaleString('en-IN');
  return filters.flatMap((filter) => {
    const field = fields.find((f) => f.id === filter.fieldId);
    if (!field) return [];
    const label = nameIn(language, field.label, field.labelHi);
    if (filter.options)
      return [
        `${label}: ${field.options
          .filter((o) => filter.options!.includes(o.key))
          .map((o) => nameIn(language, o.label, o.labelHi))
          .join(', ')}`,
      ];
    if (filter.yes !== undefined) return [`${label}: ${t(filter.yes ? 'yes' : 'no')}`];
    const money = field.kind === DetailKind.Rate ? '₹' : '';
    const [min, max] = [filter.min, filter.max].map((n) => (n === undefined ? undefined : `${money}${number(n)}`));
    return [min !== undefined && max !== undefined ? (min === max ? `${label} ${min}` : `${label} ${min}–${max}`) : min !== undefined ? `${label} ${min}+` : `${label} ${t('upTo', { max: max! })}`];
  });
}
