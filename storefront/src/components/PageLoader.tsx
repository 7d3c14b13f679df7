import { useTranslation } from 'react-i18next';
import { Placeholder } from './Placeholder';

/** Placeholder while a lazily loaded page or its data arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" aria-busy="true" aria-label={t('common.loading')}>
      <Placeholder rows={6} />
    </div>
  );
}
