import type { AdDetailValue } from '../api/types';
import { t } from '../i18n';
import { formatNumber, formatRupees } from './format';
import { localName } from './local-names';

/** What admins name a detail or an option, in the page's language where they gave a Hindi name. */
export const detailLabel = (named: { label: string; labelHi?: string | null }) => localName(named.label, named.labelHi);

/** A rate's unit in words: "per hour" (or, `short`, "hour", as in "₹2,000/hour"). */
export function rateUnit(unit: AdDetailValue['unit'], { short = false } = {}): string | undefined {
  if (!unit) return undefined;
  return short ? t(`common.details.unitShort.${unit}`) : t(`common.details.unit.${unit}`);
}

/**
 * One detail's value as the ad page shows it: "₹2,000 per hour", "Hindi, English", "Yes", "5". `short`: as a card
 * shows a rate, "₹2,000/hour".
 */
export function detailValue(detail: AdDetailValue, { short = false } = {}): string {
  switch (detail.kind) {
    case 'RATE': {
      const amount = formatRupees(detail.number);
      const unit = rateUnit(detail.unit, { short });
      if (!unit) return amount;
      return short ? t('common.details.rateShort', { amount, unit }) : t('common.details.rate', { amount, unit });
    }
    case 'NUMBER':
      return detail.number === undefined ? '' : formatNumber(detail.number);
    case 'YES_NO':
      return detail.yes ? t('common.details.yes') : t('common.details.no');
    case 'CHOICE':
      return (detail.options ?? []).map(detailLabel).join(', ');
  }
}

/** A card's line of details: a rate alone ("₹2,000/hour"), the others with their label ("Incall: Yes"). */
export function cardDetails(details: AdDetailValue[] | undefined): string[] {
  return (details ?? []).map((detail) => (detail.kind === 'RATE' ? detailValue(detail, { short: true }) : t('common.details.labelled', { label: detailLabel(detail), value: detailValue(detail) })));
}
