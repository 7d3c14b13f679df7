import Badge from 'antd/es/badge';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { getUnread, onUnreadChanged } from '../api/get-conversations';
import { useTranslation } from 'react-i18next';

const REFRESH_MS = 60_000;

/** The top bar's Inbox link with the unread count, for signed-in users; counted again on each page, when a conversation is read, and every minute. */
export default function InboxLink() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    if (!session) return;
    const controller = new AbortController();
    const count = () =>
      getUnread(controller.signal).then(
        (answer) => setUnread(answer.unread),
        () => undefined, // a badge is not worth an error message
      );
    void count();
    const timer = window.setInterval(() => void count(), REFRESH_MS);
    const stopListening = onUnreadChanged(() => void count());
    return () => {
      controller.abort();
      window.clearInterval(timer);
      stopListening();
    };
  }, [session, pathname]);

  if (!session) return null;
  const label = unread ? t('messages.inboxLink.unread', { unread }) : t('common.menu.inbox');
  return (
    <Link to="/inbox" className="top-bar__inbox" aria-label={label} title={label}>
      <Badge count={unread} size="small" overflowCount={99}>
        <MessageOutlined aria-hidden className="top-bar__inbox-icon" />
      </Badge>
    </Link>
  );
}
