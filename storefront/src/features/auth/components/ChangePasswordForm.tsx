import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorDetail, showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { changePassword, type ChangePasswordInput } from '../api/change-password';
import { NewPasswordItems } from './NewPasswordItems';

type Values = ChangePasswordInput & { confirm: string };

/** The profile's "Change password": this device stays signed in, the others are signed out. */
export function ChangePasswordForm({ email }: { email?: string }) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ currentPassword, newPassword }: Values) => {
    setSubmitting(true);
    try {
      const done = await changePassword({ currentPassword, newPassword });
      form.resetFields();
      notify.success('Password changed', done.detail);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.currentPassword) {
        form.setFields([{ name: 'currentPassword', errors: [error.detail] }]); // "The current password is wrong"
      } else if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        showFieldErrors(form, error);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify.error('Could not change the password', errorDetail(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Change password">
      {/* For password managers: whose password this is. */}
      <input type="hidden" name="username" autoComplete="username" value={email ?? ''} readOnly />
      <Form.Item name="currentPassword" label="Current password" rules={[{ required: true, message: 'Please enter your current password' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="Your password now" />
      </Form.Item>
      <NewPasswordItems name="newPassword" />
      <Button type="primary" htmlType="submit" loading={submitting}>
        Change password
      </Button>
    </Form>
  );
}
