import { useTranslation } from 'react-i18next';
import type { AdDetailValue } from '../../../api/types';
import { detailLabel, detailValue } from '../../../lib/ad-details';

/** The ad's details (issue 44), in its category's order: "Rate: ₹2,000 per hour", "Languages spoken: Hindi, English". Nothing when it gives none. */
export function AdDetails({ details }: { details: AdDetailValue[] }) {
  const { t } = useTranslation();
  if (!details.length) return null;
  return (
    <>
      <h2 className="ad-page__section">{t('ads.page.adDetails')}</h2>
      <dl className="ad-details">
        {details.map((detail) => (
          <div key={detail.key} className="ad-details__item">
            <dt>{detailLabel(detail)}</dt>
            <dd>{detailValue(detail)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
