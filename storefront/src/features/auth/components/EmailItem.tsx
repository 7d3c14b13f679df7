import Form from 'antd/es/form';
import Input from 'antd/es/input';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { useTranslation } from 'react-i18next';

/** The `email` field of the log-in and sign-up forms. */
export function EmailItem() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="email"
      label={t('auth.email.label')}
      rules={[
        { required: true, message: t('auth.email.required') },
        { type: 'email', message: t('auth.email.invalid') },
      ]}
    >
      <Input prefix={<MailOutlined aria-hidden />} type="email" autoComplete="email" inputMode="email" placeholder={t('auth.email.placeholder')} />
    </Form.Item>
  );
}
