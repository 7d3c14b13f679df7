import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Segmented from 'antd/es/segmented';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { usePageMeta } from '../../../lib/page-meta';
import { type AlertFrequency, deleteSavedSearch, type SavedSearch, setAlertFrequency, useSavedSearches } from '../api/saved-searches';
import { Placeholder } from '../../../components/Placeholder';

/** How often new ads are mailed (their texts: search.savedSearches.frequency). */
const FREQUENCIES: AlertFrequency[] = ['instant', 'daily'];

/** /saved-searches: each saved search in words, a link that runs it, how often its new ads are mailed, and delete. */
export default function SavedSearchesPage() {
  const { t } = useTranslation();
  const { data, isLoading: loading, error, refetch: reload } = useSavedSearches();
  usePageMeta({ title: t('common.menu.savedSearches') });

  return (
    <div className="page-container page-container--narrow">
      <PageTitle title={t('common.menu.savedSearches')} subtitle={t('search.savedSearches.subtitle')} />
      {loading && !data ? (
        <div className="panel">
          <Placeholder rows={4} />
        </div>
      ) : error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : !data?.items.length ? (
        <Empty className="panel" description={t('search.savedSearches.empty')} />
      ) : (
        <ul className="panel saved-searches">
          {data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
      {data ? <p className="saved-searches__limit">{t('search.savedSearches.limit', { limit: data.limit })}</p> : null}
    </div>
  );
}

/** Each change has the list read again (api/saved-searches.ts). */
function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="saved-search">
      <Link to={search.path} className="saved-search__summary">
        {search.summary}
      </Link>
      <div className="saved-search__actions">
        <Segmented<AlertFrequency>
          size="small"
          aria-label={t('search.savedSearches.mailsFor', { summary: search.summary })}
          options={FREQUENCIES.map((value) => ({ value, label: t(`search.savedSearches.frequency.${value}`) }))}
          value={search.frequency}
          disabled={busy}
          onChange={(frequency) => void act(() => setAlertFrequency(search.id, frequency))}
        />
        <Popconfirm
          title={t('search.savedSearches.confirmDelete')}
          okText={t('search.savedSearches.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => act(() => deleteSavedSearch(search.id))}
        >
          <Button type="text" danger size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t('search.savedSearches.deleteOne', { summary: search.summary })} disabled={busy} />
        </Popconfirm>
      </div>
    </li>
  );
}
