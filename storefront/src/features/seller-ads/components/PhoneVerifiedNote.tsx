import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifiedPhones } from '../../../api/verified-phones';
import { VerifyPhone } from '../../../components/VerifyPhone';
import { isIndianMobile, nationalNumber } from '../../../lib/validation';

/**
 * Under the ad form's phone: whether buyers will see the number. Only a number proved by a code is shown (issue 42);
 * an unproved one gets "Verify this number", the profile's flow in a dialog, without leaving the form.
 */
export function PhoneVerifiedNote({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  const { data } = useVerifiedPhones();
  const [open, setOpen] = useState(false);
  if (!phone || !isIndianMobile(phone) || !data) return null;
  const digits = nationalNumber(phone);
  const verified = data.items.some((item) => item.phone === `+91${digits}`);
  if (verified) return <Alert className="phone-note" type="success" showIcon title={t('common.phones.adVerified')} />;
  return (
    <>
      <Alert
        className="phone-note"
        type="warning"
        showIcon
        title={t('common.phones.adUnverified')}
        action={
          <Button size="small" onClick={() => setOpen(true)}>
            {t('common.phones.verifyThis')}
          </Button>
        }
      />
      <Modal open={open} title={t('common.phones.dialogTitle')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <VerifyPhone initialPhone={digits} />
      </Modal>
    </>
  );
}
