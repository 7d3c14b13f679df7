import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { clearSessionCache } from '../../../lib/query-cache';
import { clearSession } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';

interface Props {
  open: boolean;
  email: string;
  /** Rupees: forfeited when the account goes. */
  balance: number;
  onClose: () => void;
  onDownload: () => void;
}

/**
 * "Delete my account": says what goes and what stays, and what the wallet balance is (it is forfeited),
 * before asking for the password. On success every session has ended at the API; this device's goes too.
 */
export function DeleteAccountDialog({ open, email, balance, onClose, onDownload }: Props) {
  const [form] = Form.useForm<{ password: string }>();
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();

  const submit = async ({ password }: { password: string }) => {
    setDeleting(true);
    try {
      const done = await deleteAccount({ password });
      // Leave the signed-in page first, so that clearing the session does not send this device to the login page;
      // flushSync: committed at once, not kept back (behind the old page) while the home page's code loads.
      await navigate('/', { replace: true, flushSync: true });
      clearSession();
      clearSessionCache();
      notify.success('Account deleted', `${done.detail} Your ads and personal data are gone and every device is signed out. Thank you for using Bazaar.`);
    } catch (error) {
      setDeleting(false);
      if (error instanceof ApiError && error.fieldErrors.password) {
        form.setFields([{ name: 'password', errors: [error.detail] }]); // "The password is wrong"
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify.error('Could not delete your account', errorDetail(error));
      }
    }
  };

  return (
    <Modal
      open={open}
      title="Delete your account?"
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={deleting}>
          Cancel
        </Button>,
        <Button key="delete" type="primary" danger loading={deleting} onClick={() => form.submit()}>
          Delete my account
        </Button>,
      ]}
    >
      {balance > 0 ? (
        <Alert
          className="delete-account__balance"
          type="error"
          showIcon
          title={`Your wallet balance of ${formatRupees(balance)} will be lost`}
          description="It is not refunded. Spend it on promotions first if you want to use it."
        />
      ) : (
        <p>Your wallet is empty, so no money is lost.</p>
      )}
      <h3 className="delete-account__heading">What is deleted, at once</h3>
      <ul className="delete-account__list">
        <li>Your ads and their photos.</li>
        <li>Your favourites.</li>
        <li>Your name, display name, e-mail address and phone number.</li>
        <li>Every sign-in: you are signed out on every device.</li>
      </ul>
      <h3 className="delete-account__heading">What is kept</h3>
      <ul className="delete-account__list">
        <li>Your payments and wallet records, without your name or e-mail, because accounting law requires them.</li>
        <li>Reports you made about other ads, without your name.</li>
      </ul>
      <p className="muted">
        This cannot be undone. Want a copy first?{' '}
        <Button type="link" size="small" className="delete-account__download" onClick={onDownload}>
          Download my data
        </Button>
      </p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Delete my account">
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <Form.Item name="password" label="Your password, to confirm" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
