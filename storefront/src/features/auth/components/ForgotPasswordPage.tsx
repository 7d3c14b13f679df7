import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorDetail, showFieldErrors } from '../../../lib/form-errors';
import { CHECKING_BROWSER, useChallenge } from '../../../lib/challenge';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { forgotPassword } from '../api/forgot-password';
import { AuthCard } from './AuthCard';
import { AuthResult } from './AuthResult';
import { EmailItem } from './EmailItem';

/** /forgot-password: the API mails a reset link and answers the same whether or not the e-mail has an account. */
export default function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const location = useLocation();
  const typed = (location.state as { email?: string } | null)?.email; // what the login form held
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { checking, withChallenge } = useChallenge(!sent);
  usePageMeta({ title: 'Forgot password' });

  const submit = async ({ email }: { email: string }) => {
    setSubmitting(true);
    try {
      setSent((await withChallenge((challenge) => forgotPassword({ email: email.trim() }, challenge))).detail);
    } catch (error) {
      showFieldErrors(form, error);
      notify.error('Could not send the link', errorDetail(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      lead={sent ? 'Check your inbox, and your spam folder too.' : 'Enter the e-mail of your account and we will send you a link to choose a new password.'}
      footer={
        <>
          Remembered it? <Link to="/LogIn">Log in</Link>
        </>
      }
    >
      {sent ? (
        <AuthResult status="success" actions={<Button onClick={() => setSent(null)}>Use another e-mail</Button>}>
          {sent}
        </AuthResult>
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ email: typed ?? '' }}>
          <EmailItem />
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {checking ? CHECKING_BROWSER : 'Send reset link'}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
