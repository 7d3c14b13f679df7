import Button from 'antd/es/button';
import QRCode from 'antd/es/qr-code';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import type { TopUpRequest } from '../api/request-top-up';
import { CopyButton } from './CopyButton';

/** What the seller pays, when GST is added on top: the wallet's amount, the tax and the sum. */
function ChargedSum({ topUp }: { topUp: TopUpRequest }) {
  const { t } = useTranslation();
  const tax = Math.round((topUp.charged - topUp.amount) * 100) / 100;
  return <p className="qr-panel__sum">{t('wallet.qr.sum', { amount: formatRupees(topUp.amount), tax: formatRupees(tax), charged: formatRupees(topUp.charged) })}</p>;
}

/**
 * The QR code and the "open UPI app" link, both the API's complete UPI link (amount, reference and note included),
 * and the reference the bank statement shows, which the admins match the payment by.
 */
export function PayPanel({ topUp }: { topUp: TopUpRequest }) {
  const { t } = useTranslation();
  return (
    <>
      {topUp.charged !== topUp.amount ? <ChargedSum topUp={topUp} /> : null}
      <QRCode value={topUp.upiUri} size={220} bordered={false} className="qr-panel__code" aria-label={t('wallet.qr.qrLabel', { amount: formatRupees(topUp.charged) })} />
      <p className="qr-panel__payee" lang="">
        {topUp.payeeName}
      </p>
      <CopyButton text={topUp.upiId} className="qr-panel__upi" />
      <div className="qr-reference">
        <span className="qr-reference__label">{t('wallet.qr.reference')}</span>
        <CopyButton text={topUp.reference} className="qr-reference__code" />
        <p className="qr-reference__help">{t('wallet.qr.referenceHelp')}</p>
      </div>
      <Button href={topUp.upiUri} className="qr-panel__app" block>
        {t('wallet.qr.openApp')}
      </Button>
      <p className="muted">{t('wallet.qr.scanHelp', { amount: formatRupees(topUp.charged) })}</p>
    </>
  );
}
