import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { errorDetail, showFieldErrors } from '../../../lib/form-errors';
import { useChallenge } from '../../../lib/challenge';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { forgotPassword } from '../api/forgot-password';
import { AuthCard } from './AuthCard';
import { AuthResult } from './AuthResult';
import { EmailItem } from './EmailItem';

/** /forgot-password: the API mails a reset link and answers the same whether or not the e-mail has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const location = useLocation();
  const typed = (location.state as { email?: string } | null)?.email; // what the login form held
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { checking, withChallenge } = useChallenge(!sent);
  usePageMeta({ title: t('auth.forgot.title') });

  const submit = async ({ email }: { email: string }) => {
    setSubmitting(true);
    try {
      setSent((await withChallenge((challenge) => forgotPassword({ email: email.trim() }, challenge))).detail);
    } catch (error) {
      if (!showFieldErrors(form, error)) notify.error(t('auth.forgot.failed'), errorDetail(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.forgot.heading')}
      lead={sent ? t('auth.forgot.leadSent') : t('auth.forgot.lead')}
      footer={<Trans i18nKey="auth.rememberedIt" components={{ login: <Link to="/LogIn" /> }} />}
    >
      {sent ? (
        <AuthResult status="success" actions={<Button onClick={() => setSent(null)}>{t('auth.forgot.anotherEmail')}</Button>}>
          {sent}
        </AuthResult>
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ email: typed ?? '' }}>
          <EmailItem />
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {checking ? t('common.challenge.checking') : t('auth.forgot.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
