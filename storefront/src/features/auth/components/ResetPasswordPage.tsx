import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { ApiError } from '../../../lib/api-client';
import { errorDetail, showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { clearSession } from '../../../lib/session';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from './AuthCard';
import { AuthResult } from './AuthResult';
import { NewPasswordItems } from './NewPasswordItems';

/** /reset-password?token=…, the link in the reset mail (single use, one hour). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; detail: string } | null>(token ? null : { ok: false, detail: t('auth.reset.incompleteLink') });
  usePageMeta({ title: t('auth.reset.title') });

  const submit = async ({ password }: { password: string }) => {
    setSubmitting(true);
    try {
      const done = await resetPassword({ token, password });
      clearSession(); // the API ended every session of the account; any token kept here is refused from now on
      setResult({ ok: true, detail: done.detail });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && !error.fieldErrors.password) setResult({ ok: false, detail: error.detail });
      else if (error instanceof ApiError && error.fieldErrors.password) showFieldErrors(form, error);
      else notify.error(t('auth.couldNotChangePassword'), errorDetail(error));
    } finally {
      setSubmitting(false);
    }
  };

  let body;
  if (result) {
    // After a reset: sign in with the new password; after a refused link: ask for a new one.
    const next = result.ok ? { to: '/LogIn', label: t('auth.logIn') } : { to: '/forgot-password', label: t('auth.reset.newLink') };
    body = (
      <AuthResult
        status={result.ok ? 'success' : 'error'}
        actions={
          <ButtonLink to={next.to} type="primary" size="large" block>
            {next.label}
          </ButtonLink>
        }
      >
        {result.detail}
      </AuthResult>
    );
  } else {
    body = (
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <NewPasswordItems name="password" />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('auth.changePassword')}
        </Button>
      </Form>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} lead={result ? '' : t('auth.reset.lead')} footer={<Trans i18nKey="auth.rememberedIt" components={{ login: <Link to="/LogIn" /> }} />}>
      {body}
    </AuthCard>
  );
}
