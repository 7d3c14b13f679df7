import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { ReportDialog } from '../../../components/ReportDialog';
import { NotFound } from '../../../components/NotFound';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { adPath } from '../../../lib/slug';
import { MESSAGE_MAX_LENGTH } from '../../../lib/validation';
import { block, reportConversation, unblock } from '../api/conversation-actions';
import { unreadChanged, useConversation } from '../api/get-conversations';
import { reply } from '../api/send-message';
import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/Placeholder';

/** /inbox/:conversationId: one conversation, oldest message first, with the reply box. Opening it marks it read. */
export default function ConversationPage() {
  const { t } = useTranslation();
  const { conversationId } = useParams();
  const validId = conversationId && /^\d+$/.test(conversationId) ? Number(conversationId) : undefined;
  const [pages, setPages] = useState(1);
  const { data, isLoading: loading, error, refetch: reload } = useConversation(validId, pages);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [reporting, setReporting] = useState(false);
  const conversation = data?.conversation;
  usePageMeta({ title: conversation ? t('messages.conversation.metaTitle', { name: conversation.otherName, title: conversation.ad.title }) : t('messages.conversation.title') });

  // Opening the conversation read it: the top bar's count changes.
  useEffect(() => {
    if (data) unreadChanged();
  }, [data]);

  if (!validId) return <NotFound />;
  if (error && !data) {
    return error instanceof ApiError && error.status === 404 ? (
      <NotFound title={t('messages.conversation.notFoundTitle')} message={t('messages.conversation.notFoundMessage')} />
    ) : (
      <LoadError error={error} onRetry={reload} />
    );
  }
  if (loading && !data) {
    return (
      <div className="page-container page-container--narrow">
        <div className="panel">
          <Placeholder rows={6} />
        </div>
      </div>
    );
  }
  if (!data || !conversation) return <NotFound />;

  const send = async () => {
    setSending(true);
    try {
      await reply(conversation.id, text.trim());
      setText('');
    } catch {
      // The API client has shown the reason.
    } finally {
      setSending(false);
    }
  };
  const toggleBlock = async () => {
    try {
      await (conversation.blockedByMe ? unblock(conversation.id) : block(conversation.id));
      notify.success(t(conversation.blockedByMe ? 'messages.conversation.unblocked' : 'messages.conversation.blocked', { name: conversation.otherName }));
    } catch {
      // The API client has shown the reason.
    }
  };
  const oldestFirst = [...data.items].reverse();

  return (
    <div className="page-container page-container--narrow">
      <div className="conversation panel">
        <header className="conversation__head">
          <Link to="/inbox" className="conversation__back" aria-label={t('messages.conversation.back')}>
            <ArrowLeftOutlined aria-hidden />
          </Link>
          <div className="conversation__who">
            <h1 className="conversation__name">{conversation.otherName}</h1>
            <Link to={adPath(conversation.ad)} className="conversation__ad">
              {conversation.ad.title}
            </Link>
            {conversation.ad.live ? null : <Tag>{t('messages.ended')}</Tag>}
          </div>
          <div className="conversation__actions">
            <Button size="small" icon={<StopOutlined aria-hidden />} onClick={toggleBlock}>
              {conversation.blockedByMe ? t('messages.conversation.unblock') : t('messages.conversation.block')}
            </Button>
            <Button size="small" danger icon={<FlagOutlined aria-hidden />} onClick={() => setReporting(true)}>
              {t('messages.conversation.report')}
            </Button>
          </div>
        </header>
        {data.total > data.items.length ? (
          <Button type="link" block onClick={() => setPages((p) => p + 1)} disabled={data.items.length >= 100}>
            {data.items.length >= 100 ? t('messages.conversation.latestOnly') : t('messages.conversation.showEarlier')}
          </Button>
        ) : null}
        <ol className="conversation__messages" aria-label={t('messages.conversation.messages')} aria-live="polite">
          {oldestFirst.map((m) => (
            <li key={m.id} className={`message ${m.mine ? 'message--mine' : 'message--theirs'}`}>
              <p className="message__text">{m.text}</p>
              <time className="message__time" dateTime={m.createdAt} title={formatDateTime(m.createdAt)}>
                {t('messages.conversation.sentBy', { who: m.mine ? t('messages.conversation.you') : conversation.otherName, when: formatRelativeTime(m.createdAt) })}
              </time>
            </li>
          ))}
        </ol>
        {conversation.canReply ? (
          <div className="conversation__reply">
            <Input.TextArea
              aria-label={t('messages.conversation.replyLabel')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={MESSAGE_MAX_LENGTH}
              placeholder={t('messages.conversation.replyPlaceholder')}
            />
            <Button type="primary" icon={<SendOutlined aria-hidden />} loading={sending} disabled={!text.trim()} onClick={send}>
              {t('messages.conversation.send')}
            </Button>
          </div>
        ) : (
          <Alert type="info" showIcon message={conversation.blockedByMe ? t('messages.conversation.blockedNotice', { name: conversation.otherName }) : t('messages.conversation.cannotReply')} />
        )}
      </div>
      <ReportDialog
        open={reporting}
        title={t('messages.conversation.reportTitle')}
        nextStep={t('messages.conversation.reportNext')}
        footnote={t('messages.conversation.reportFootnote')}
        send={(input) => reportConversation(conversation.id, input)}
        onClose={() => setReporting(false)}
      />
      <p className="muted conversation__note">{t('messages.conversation.safety')}</p>
    </div>
  );
}
