import Form from 'antd/es/form';
import Input from 'antd/es/input';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useTranslation } from 'react-i18next';

/** The API's rule for a new password (sign-up, reset, change). */
export const PASSWORD_MIN = 8;

/**
 * A new password and its confirmation, each with antd's show/hide toggle. `name` is the API's field
 * (`password` to reset, `newPassword` to change); the confirmation is `confirm`, which is never sent.
 */
export function NewPasswordItems({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={t('auth.newPassword.label')}
        rules={[
          { required: true, message: t('auth.newPassword.required') },
          { min: PASSWORD_MIN, message: t('auth.atLeast', { count: PASSWORD_MIN }) },
        ]}
        hasFeedback
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" placeholder={t('auth.atLeast', { count: PASSWORD_MIN })} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.newPassword.confirmLabel')}
        dependencies={[name]}
        hasFeedback
        rules={[
          { required: true, message: t('auth.newPassword.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => (!value || getFieldValue(name) === value ? Promise.resolve() : Promise.reject(new Error(t('auth.newPassword.mismatch')))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" placeholder={t('auth.newPassword.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
