import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';

/** Placeholder while a lazily loaded page or its data arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}
