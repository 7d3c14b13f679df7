import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { saveSession, useSession } from '../../../lib/session';
import { login, type LoginInput } from '../api/login';
import { AuthCard } from './AuthCard';
import { EmailItem } from './EmailItem';
import { errorDetail } from '../../../lib/form-errors';

/** Success stores the session, says so and reloads after 1 s. */
const RELOAD_DELAY_MS = 1000;

export default function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginInput>();
  const [submitting, setSubmitting] = useState(false);
  const session = useSession();
  const location = useLocation();
  const { from, notice } = (location.state as { from?: string; notice?: string } | null) ?? {};
  const typedEmail = Form.useWatch('email', form);
  usePageMeta({ title: t('auth.logIn') });

  if (session && !submitting) return <Navigate to={from ?? '/myads'} replace />;

  const submit = async (values: LoginInput) => {
    setSubmitting(true);
    try {
      const answer = await login({ email: values.email.trim(), password: values.password });
      saveSession({ token: answer.token, email: answer.email, fullName: answer.fullName, role: answer.role });
      notify.success(t('auth.login.success'));
      window.setTimeout(() => window.location.assign(from ?? '/myads'), RELOAD_DELAY_MS);
    } catch (error) {
      notify.error(t('auth.login.failed'), errorDetail(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.logIn')} lead={t('auth.login.lead')} footer={<Trans i18nKey="auth.login.newHere" components={{ register: <Link to="/register" /> }} />}>
      {notice ? <Alert className="auth-card__alert" type="success" showIcon title={notice} /> : null}
      {from ? <Alert className="auth-card__alert" type="info" showIcon title={t('common.api.status401')} /> : null}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} autoComplete="on">
        <EmailItem />
        <Form.Item name="password" label={t('auth.login.password')} rules={[{ required: true, message: t('auth.login.passwordRequired') }]}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" placeholder={t('auth.login.passwordPlaceholder')} />
        </Form.Item>
        <p className="auth-card__forgot">
          <Link to="/forgot-password" state={{ email: typedEmail }}>
            {t('auth.login.forgot')}
          </Link>
        </p>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('auth.logIn')}
        </Button>
      </Form>
    </AuthCard>
  );
}
