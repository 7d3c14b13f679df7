import { formatRupees } from '../../../lib/format';
import type { Package } from '../api/get-packages';

export function PackageSummary({ pkg }: { pkg: Package }) {
  return (
    <span className="package">
      <span className="package__name">{pkg.name}</span>
      <span className="package__price">{formatRupees(pkg.amount)}</span>
      <span className="package__meta">
        {pkg.durationDays} {pkg.durationDays === 1 ? 'day' : 'days'} at the top · {formatRupees(Math.round((pkg.amount / pkg.durationDays) * 100) / 100)}/day
      </span>
    </span>
  );
}
