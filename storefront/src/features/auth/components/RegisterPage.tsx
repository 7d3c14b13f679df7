import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useChallenge } from '../../../lib/challenge';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { register, type RegisterInput } from '../api/register';
import { AuthCard } from './AuthCard';
import { EmailItem } from './EmailItem';
import { errorDetail, showFieldErrors } from '../../../lib/form-errors';

interface RegisterValues extends RegisterInput {
  adult: boolean;
}

/** /register and /newUser. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  // Solved in the background while the visitor fills the form (docs/api.md, "Proof-of-work challenge").
  const { checking, withChallenge } = useChallenge();
  usePageMeta({ title: t('auth.register.title') });

  const submit = async ({ fullName, email, password, notifyAds, notifyMessages }: RegisterValues) => {
    setSubmitting(true);
    try {
      // The same answer whether or not the e-mail had an account: it says a message was sent (a link to verify, or a note to the owner).
      const { detail } = await withChallenge((challenge) =>
        register({ fullName: fullName.trim(), email: email.trim(), password, notifyAds: notifyAds === true, notifyMessages: notifyMessages === true }, challenge),
      );
      // The login page shows what was sent (one message: no toast over it).
      navigate('/LogIn', { state: { notice: detail } });
    } catch (error) {
      if (!showFieldErrors(form, error)) notify.error(t('auth.register.failed'), errorDetail(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.register.heading')} lead={t('auth.register.lead')} footer={<Trans i18nKey="auth.register.haveAccount" components={{ login: <Link to="/LogIn" /> }} />}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="fullName"
          label={t('auth.register.fullName')}
          rules={[
            { required: true, whitespace: true, message: t('auth.register.nameRequired') },
            { min: 2, message: t('auth.atLeast', { count: 2 }) },
          ]}
        >
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="name" placeholder={t('auth.register.namePlaceholder')} maxLength={100} />
        </Form.Item>
        <EmailItem />
        <Form.Item
          name="password"
          label={t('auth.register.password')}
          rules={[
            { required: true, message: t('auth.register.passwordRequired') },
            { min: 8, message: t('auth.atLeast', { count: 8 }) },
          ]}
          hasFeedback
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" placeholder={t('auth.atLeast', { count: 8 })} />
        </Form.Item>
        <Form.Item name="adult" valuePropName="checked" rules={[{ validator: (_, value: boolean) => (value ? Promise.resolve() : Promise.reject(new Error(t('auth.register.adultRequired')))) }]}>
          <Checkbox>
            <Trans i18nKey="auth.register.adult" components={{ terms: <Link to="/terms&conditions" />, privacy: <Link to="/privacy&policy" /> }} />
          </Checkbox>
        </Form.Item>
        {/* Each optional purpose asked on its own and unticked (DPDP Act s. 6: a clear affirmative act; docs/decisions/0038-consent.md). */}
        <div role="group" aria-labelledby="register-optional" style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
          <div>
            <div className="mail-settings__label" id="register-optional">
              {t('auth.register.optionalHeading')}
            </div>
            <p className="mail-settings__help">{t('auth.register.optionalHelp')}</p>
          </div>
          <Form.Item name="notifyAds" valuePropName="checked" initialValue={false} noStyle>
            <Checkbox>{t('auth.register.notifyAds')}</Checkbox>
          </Form.Item>
          <Form.Item name="notifyMessages" valuePropName="checked" initialValue={false} noStyle>
            <Checkbox>{t('auth.register.notifyMessages')}</Checkbox>
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {checking ? t('common.challenge.checking') : t('auth.register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
