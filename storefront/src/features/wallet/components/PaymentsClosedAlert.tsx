import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

/** No QR code is active: said before the seller picks an amount, not as an error after (issue 39). */
export function PaymentsClosedAlert() {
  const { t } = useTranslation();
  return <Alert type="info" showIcon title={t('wallet.closed.title')} description={t('wallet.closed.detail')} />;
}
