import Button, { type ButtonProps } from 'antd/es/button';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { useState } from 'react';
import { resendVerification } from '../api/resend-verification';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';
import { useTranslation } from 'react-i18next';

/**
 * Mails the signed-in seller a new verification link. The API's answer stays beside the button (and
 * in a toast): "We have sent a new link to …", or a 409's reason (verified already, or enough links this hour).
 */
export function ResendVerificationButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const resend = async () => {
    setSending(true);
    try {
      const done = await resendVerification();
      setAnswer(done.detail);
      notify.success(t('common.verification.sent'), done.detail);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) return; // a 401 has ended the session already
      if (error.status === 409) setAnswer(error.detail);
      notify[error.status === 409 ? 'warning' : 'error'](error.detail);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="resend">
      {answer ? (
        <p className="resend__answer" role="status">
          {answer}
        </p>
      ) : null}
      <Button icon={<MailOutlined aria-hidden />} {...props} onClick={resend} loading={sending}>
        {t('common.verification.resend')}
      </Button>
    </div>
  );
}
