import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorDetail, showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { changePassword, type ChangePasswordInput } from '../api/change-password';
import { NewPasswordItems } from './NewPasswordItems';

type Values = ChangePasswordInput & { confirm: string };

/** The profile's "Change password": this device stays signed in, the others are signed out. */
export function ChangePasswordForm({ email }: { email?: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ currentPassword, newPassword }: Values) => {
    setSubmitting(true);
    try {
      const done = await changePassword({ currentPassword, newPassword });
      form.resetFields();
      notify.success(t('auth.changePasswordForm.changed'), done.detail);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.currentPassword) {
        form.setFields([{ name: 'currentPassword', errors: [error.detail] }]); // "The current password is wrong"
      } else if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        showFieldErrors(form, error);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify.error(t('auth.couldNotChangePassword'), errorDetail(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={t('auth.changePassword')}>
      {/* For password managers: whose password this is. */}
      <input type="hidden" name="username" autoComplete="username" value={email ?? ''} readOnly />
      <Form.Item name="currentPassword" label={t('auth.changePasswordForm.current')} rules={[{ required: true, message: t('auth.changePasswordForm.currentRequired') }]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" placeholder={t('auth.changePasswordForm.currentPlaceholder')} />
      </Form.Item>
      <NewPasswordItems name="newPassword" />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('auth.changePassword')}
      </Button>
    </Form>
  );
}
