import { formatRupees } from '../../../lib/format';
import { fallbackLang, packageName } from '../../../lib/local-names';
import type { Package } from '../api/get-packages';
import { useTranslation } from 'react-i18next';

export function PackageSummary({ pkg }: { pkg: Package }) {
  const { t } = useTranslation();
  return (
    <span className="package">
      <span className="package__name" lang={fallbackLang(pkg.nameHi)}>
        {packageName(pkg)}
      </span>
      <span className="package__price">{formatRupees(pkg.amount)}</span>
      <span className="package__meta">{t('promotion.packageSummary.days', { count: pkg.durationDays, price: formatRupees(Math.round((pkg.amount / pkg.durationDays) * 100) / 100) })}</span>
    </span>
  );
}
