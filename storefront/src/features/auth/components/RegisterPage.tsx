import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CHECKING_BROWSER, useChallenge } from '../../../lib/challenge';
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
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  // Solved in the background while the visitor fills the form (docs/api.md, "Proof-of-work challenge").
  const { checking, withChallenge } = useChallenge();
  usePageMeta({ title: 'Sign up' });

  const submit = async ({ fullName, email, password }: RegisterValues) => {
    setSubmitting(true);
    try {
      // The same answer whether or not the e-mail had an account: it says a message was sent (a link to verify, or a note to the owner).
      const { detail } = await withChallenge((challenge) => register({ fullName: fullName.trim(), email: email.trim(), password }, challenge));
      notify.success('Register Successful!', detail);
      navigate('/LogIn', { state: { notice: detail } });
    } catch (error) {
      showFieldErrors(form, error);
      notify.error('Failed to Register. Please check your credentials.', errorDetail(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      lead="Post ads, manage them and promote them from your wallet."
      footer={
        <>
          Already have an account? <Link to="/LogIn">Log in</Link>
        </>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="fullName"
          label="Full name"
          rules={[
            { required: true, whitespace: true, message: 'Please enter your name' },
            { min: 2, message: 'At least 2 characters' },
          ]}
        >
          <Input prefix={<UserOutlined />} autoComplete="name" placeholder="Your name" maxLength={100} />
        </Form.Item>
        <EmailItem />
        <Form.Item
          name="password"
          label="Password"
          rules={[
            { required: true, message: 'Please choose a password' },
            { min: 8, message: 'At least 8 characters' },
          ]}
          hasFeedback
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder="At least 8 characters" />
        </Form.Item>
        <Form.Item
          name="adult"
          valuePropName="checked"
          rules={[{ validator: (_, value: boolean) => (value ? Promise.resolve() : Promise.reject(new Error('You must be 18 or older to use Bazaar'))) }]}
        >
          <Checkbox>
            I am 18 or older and accept the <Link to="/terms&conditions">Terms</Link> and <Link to="/privacy&policy">Privacy Policy</Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {checking ? CHECKING_BROWSER : 'Sign up'}
        </Button>
      </Form>
    </AuthCard>
  );
}
