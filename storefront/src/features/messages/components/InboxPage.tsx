import Badge from 'antd/es/badge';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { PageTitle } from '../../../components/PageTitle';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { INBOX_LAST_PAGE, INBOX_PAGE_SIZE, useConversations, type Conversation } from '../api/get-conversations';
import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/Placeholder';

function ConversationRow({ conversation: c }: { conversation: Conversation }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={`/inbox/${c.id}`} className={`inbox__row${c.unread ? ' inbox__row--unread' : ''}`}>
        {c.ad.thumbUrl ? <img className="inbox__thumb" src={c.ad.thumbUrl} alt="" loading="lazy" /> : <span className="inbox__thumb" aria-hidden />}
        <span className="inbox__text">
          <span className="inbox__top">
            <strong className="inbox__name">{c.otherName}</strong>
            {c.lastMessage ? (
              <time className="inbox__time" dateTime={c.lastMessage.createdAt} title={formatDateTime(c.lastMessage.createdAt)}>
                {formatRelativeTime(c.lastMessage.createdAt)}
              </time>
            ) : null}
          </span>
          <span className="inbox__ad">
            {c.side === 'SELLER' ? t('messages.inbox.aboutYourAd', { title: c.ad.title }) : c.ad.title}
            {c.ad.live ? null : <Tag className="inbox__ended">{t('messages.ended')}</Tag>}
          </span>
          {c.lastMessage ? <span className="inbox__preview">{c.lastMessage.mine ? t('messages.inbox.youSaid', { text: c.lastMessage.text }) : c.lastMessage.text}</span> : null}
        </span>
        {c.unread ? <Badge count={c.unread} className="inbox__badge" title={t('messages.inbox.unread', { unread: c.unread })} /> : null}
      </Link>
    </li>
  );
}

/** /inbox: the signed-in user's conversations as a buyer and as a seller, latest first, with unread counts. */
export default function InboxPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search);
  const { data, isLoading: loading, error, refetch: reload } = useConversations(page);
  usePageMeta({ title: t('common.menu.inbox') });

  return (
    <div className="page-container page-container--narrow">
      <PageTitle title={t('common.menu.inbox')} subtitle={t('messages.inbox.subtitle')} />
      {loading && !data ? (
        <div className="panel">
          <Placeholder avatar={40} rows={4} />
        </div>
      ) : error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : !data?.items.length ? (
        <Empty className="panel" description={t('messages.inbox.empty')} />
      ) : (
        <ul className="panel inbox">
          {data.items.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      )}
      <Pager page={page} total={data?.total ?? 0} pageSize={INBOX_PAGE_SIZE} lastPage={INBOX_LAST_PAGE} hrefFor={(next) => withPage(pathname, search, next)} />
    </div>
  );
}
