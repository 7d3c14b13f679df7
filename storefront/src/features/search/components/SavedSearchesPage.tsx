import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { usePageMeta } from '../../../lib/page-meta';
import { type AlertFrequency, deleteSavedSearch, type SavedSearch, setAlertFrequency, useSavedSearches } from '../api/saved-searches';

const FREQUENCIES: { value: AlertFrequency; label: string }[] = [
  { value: 'instant', label: 'Instant' },
  { value: 'daily', label: 'Daily' },
];

/** /saved-searches: each saved search in words, a link that runs it, how often its new ads are mailed, and delete. */
export default function SavedSearchesPage() {
  const { data, loading, error, reload } = useSavedSearches();
  usePageMeta({ title: 'Saved searches' });

  return (
    <div className="page-container page-container--narrow">
      <PageTitle title="Saved searches" subtitle="New ads that match are mailed to you, as soon as they are posted or once a day." />
      {loading && !data ? (
        <div className="panel">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : !data?.items.length ? (
        <Empty className="panel" description="No saved searches yet. Run a search and press “Save this search”." />
      ) : (
        <ul className="panel saved-searches">
          {data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} onChanged={reload} />
          ))}
        </ul>
      )}
      {data ? <p className="saved-searches__limit">You can keep up to {data.limit} saved searches.</p> : null}
    </div>
  );
}

function SavedSearchRow({ search, onChanged }: { search: SavedSearch; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onChanged();
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
          aria-label={`Mails for ${search.summary}`}
          options={FREQUENCIES}
          value={search.frequency}
          disabled={busy}
          onChange={(frequency) => void act(() => setAlertFrequency(search.id, frequency))}
        />
        <Popconfirm title="Delete this saved search?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => act(() => deleteSavedSearch(search.id))}>
          <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`Delete ${search.summary}`} disabled={busy} />
        </Popconfirm>
      </div>
    </li>
  );
}
