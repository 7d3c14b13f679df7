import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { clearSessionCache } from '../../../lib/query-client';
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
  const { t } = useTranslation();
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
      notify.success(t('auth.deleteAccount.deleted'), t('auth.deleteAccount.deletedDetail', { detail: done.detail }));
    } catch (error) {
      setDeleting(false);
      if (error instanceof ApiError && error.fieldErrors.password) {
        form.setFields([{ name: 'password', errors: [error.detail] }]); // "The password is wrong"
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify.error(t('auth.deleteAccount.failed'), errorDetail(error));
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t('auth.deleteAccount.title')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={deleting}>
          {t('auth.deleteAccount.cancel')}
        </Button>,
        <Button key="delete" type="primary" danger loading={deleting} onClick={() => form.submit()}>
          {t('auth.deleteMyAccount')}
        </Button>,
      ]}
    >
      {balance > 0 ? (
        <Alert
          className="delete-account__balance"
          type="error"
          showIcon
          title={t('auth.deleteAccount.balanceLost', { amount: formatRupees(balance) })}
          description={t('auth.deleteAccount.balanceNotRefunded')}
        />
      ) : (
        <p>{t('auth.deleteAccount.walletEmpty')}</p>
      )}
      <h3 className="delete-account__heading">{t('auth.deleteAccount.deletedHeading')}</h3>
      <ul className="delete-account__list">
        <li>{t('auth.deleteAccount.deletedAds')}</li>
        <li>{t('auth.deleteAccount.deletedFavourites')}</li>
        <li>{t('auth.deleteAccount.deletedDetails')}</li>
        <li>{t('auth.deleteAccount.deletedSessions')}</li>
      </ul>
      <h3 className="delete-account__heading">{t('auth.deleteAccount.keptHeading')}</h3>
      <ul className="delete-account__list">
        <li>{t('auth.deleteAccount.keptPayments')}</li>
        <li>{t('auth.deleteAccount.keptReports')}</li>
      </ul>
      <p className="muted">
        {t('auth.deleteAccount.cannotUndo')}{' '}
        <Button type="link" size="small" className="delete-account__download" onClick={onDownload}>
          {t('auth.downloadMyData')}
        </Button>
      </p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={t('auth.deleteMyAccount')}>
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <Form.Item name="password" label={t('auth.deleteAccount.password')} rules={[{ required: true, message: t('auth.deleteAccount.passwordRequired') }]}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
