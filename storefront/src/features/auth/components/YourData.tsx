import Button from 'antd/es/button';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { profileQuery, type Profile } from '../../../api/get-profile';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { downloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * The profile's "Your data": a copy of everything Bazaar holds about the user, and deleting the account.
 * Opening the deletion asks for the balance again (a top-up may have been approved since the page
 * loaded), so the amount it warns about is the current one.
 */
export function YourData({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [balance, setBalance] = useState(profile.walletBalance);
  const queryClient = useQueryClient();

  const openDeletion = () => {
    setDeleting(true);
    queryClient.fetchQuery({ ...profileQuery({ quiet: true }), staleTime: 0 }).then(
      (fresh) => setBalance(fresh.walletBalance),
      () => undefined, // the balance the page loaded with is still shown
    );
  };

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadMyData();
      notify.success(t('auth.yourData.downloading'), t('auth.yourData.savedAs', { file }));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notify.error(t('auth.yourData.failed'), errorDetail(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <p className="muted">{t('auth.yourData.help')}</p>
      <div className="button-row">
        <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void download()}>
          {t('auth.downloadMyData')}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={openDeletion}>
          {t('auth.deleteMyAccount')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} email={profile.email} balance={balance} onClose={() => setDeleting(false)} onDownload={() => void download()} />
    </>
  );
}
