import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { MESSAGE_MAX_LENGTH } from '../../../lib/validation';
import { messageSeller } from '../api/message-seller';

/**
 * The ad page's way to reach the seller: a signed-in buyer writes a first message and lands in the
 * conversation; a visitor logs in first and comes back to the ad.
 */
export function MessageSellerButton({ adId, sellerName }: { adId: number; sellerName: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  if (!session) {
    return (
      <Button type="primary" size="large" block icon={<MessageOutlined aria-hidden />} onClick={() => navigate('/LogIn', { state: { from: location.pathname } })}>
        {t('ads.message.logIn')}
      </Button>
    );
  }

  const send = async () => {
    setSending(true);
    try {
      const conversation = await messageSeller({ adId, text: text.trim() });
      setOpen(false);
      navigate(`/inbox/${conversation.id}`);
    } catch {
      // The API client has shown the reason (not verified yet, blocked, too many messages…).
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button type="primary" size="large" block icon={<MessageOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('ads.message.button')}
      </Button>
      <Modal
        open={open}
        title={t('ads.message.title', { name: sellerName })}
        okText={t('ads.message.send')}
        okButtonProps={{ loading: sending, disabled: !text.trim() }}
        onOk={send}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t('ads.message.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          showCount
          autoFocus
          placeholder={t('ads.message.placeholder')}
        />
        <p className="muted">{t('ads.message.privacy')}</p>
      </Modal>
    </>
  );
}
