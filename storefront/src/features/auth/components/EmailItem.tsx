import Form from 'antd/es/form';
import Input from 'antd/es/input';
import MailOutlined from '@ant-design/icons/MailOutlined';

/** The `email` field of the log-in and sign-up forms. */
export function EmailItem() {
  return (
    <Form.Item
      name="email"
      label="Email"
      rules={[
        { required: true, message: 'Please enter your email' },
        { type: 'email', message: 'Please enter a valid email' },
      ]}
    >
      <Input prefix={<MailOutlined />} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
    </Form.Item>
  );
}
