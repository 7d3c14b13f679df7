import Empty from 'antd/es/empty';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError } from '../../../components/LoadError';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { PageTitle } from '../../../components/PageTitle';
import { usePageMeta } from '../../../lib/page-meta';
import { ACTIVITY_LAST_PAGE, ACTIVITY_PAGE_SIZE, useActivity } from '../api/get-activity';
import { ActivityRow } from './ActivityRow';
import { Placeholder } from '../../../components/Placeholder';

/**
 * /activity: ads posted, payments and their status, promotions and free ads, newest first; `after` is what another
 * feature adds below the list (app/ActivityRoute.tsx: the wallet's invoices and statements).
 */
export default function ActivityPage({ after }: { after?: ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search);
  const { data, isLoading: loading, error, refetch: reload } = useActivity(page);
  usePageMeta({ title: t('activity.title') });

  return (
    <div className="page-container page-container--narrow">
      <PageTitle title={t('activity.title')} subtitle={t('activity.subtitle')} extra={<ButtonLink to="/select-amount">{t('activity.addMoney')}</ButtonLink>} />
      {loading && !data ? (
        <div className="panel">
          <Placeholder rows={6} />
        </div>
      ) : error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : !data?.items.length ? (
        <Empty className="panel" description={t('activity.empty')} />
      ) : (
        <ul className="panel activity-list">
          {data.items.map((item, index) => (
            <ActivityRow key={`${item.type}-${item.at}-${index}`} item={item} />
          ))}
        </ul>
      )}
      <Pager page={page} total={data?.total ?? 0} pageSize={ACTIVITY_PAGE_SIZE} lastPage={ACTIVITY_LAST_PAGE} hrefFor={(next) => withPage(pathname, search, next)} />
      {after}
    </div>
  );
}
