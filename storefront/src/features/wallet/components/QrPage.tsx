import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import QRCode from 'antd/es/qr-code';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { UPI_ID, UPI_TRANSACTION_ID } from '../../../lib/validation';
import { addMoney } from '../api/add-money';
import { paymentUri, useActiveQr } from '../api/get-active-qr';
import { parseAmount } from './amount';
import { PaymentsClosedAlert } from './PaymentsClosedAlert';
import { useTranslation } from 'react-i18next';

interface PaymentValues {
  upiId: string;
  transactionId: string;
}

/** /qrpage?amount=N: pay the shown UPI QR, then tell us the payment's reference. */
export default function QrPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const amount = parseAmount(search.get('amount'));
  const navigate = useNavigate();
  const { data: qr, isLoading: loading, error, refetch: reload } = useActiveQr();
  const [submitting, setSubmitting] = useState(false);
  usePageMeta({ title: t('wallet.qr.metaTitle') });

  if (amount === null) return <Navigate to="/select-amount" replace />;
  if (qr === null)
    return (
      <>
        <PageTitle title={t('wallet.selectAmount.title')} />
        <PaymentsClosedAlert />
      </>
    );

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('wallet.qr.copied'), text);
    } catch {
      notify.info(t('wallet.qr.copyByHand'), text);
    }
  };

  const submit = async (values: PaymentValues) => {
    setSubmitting(true);
    try {
      await addMoney({ amount, upiId: values.upiId.trim(), transactionId: values.transactionId.trim() });
      navigate('/payment-confirm', { state: { amount, transactionId: values.transactionId.trim() } });
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageTitle title={t('wallet.qr.title', { amount: formatRupees(amount) })} subtitle={<Link to="/select-amount">{t('wallet.qr.changeAmount')}</Link>} />
      <div className="qr-layout">
        <section className="panel qr-panel">
          <h2 className="panel__title">{t('wallet.qr.scanAndPay')}</h2>
          {loading ? (
            <div className="shimmer qr-panel__placeholder" />
          ) : error || !qr ? (
            <LoadError error={error ?? new Error(t('wallet.qr.noQr'))} onRetry={reload} />
          ) : (
            <>
              <QRCode value={paymentUri(qr, amount)} size={220} bordered={false} className="qr-panel__code" />
              <p className="qr-panel__payee">{qr.payeeName}</p>
              <button type="button" className="qr-panel__upi" onClick={() => copy(qr.upiId)}>
                {qr.upiId} <CopyOutlined aria-hidden />
              </button>
              <Button href={paymentUri(qr, amount)} className="qr-panel__app" block>
                {t('wallet.qr.openApp')}
              </Button>
              <p className="muted">{t('wallet.qr.scanHelp', { amount: formatRupees(amount) })}</p>
            </>
          )}
        </section>
        <section className="panel">
          <h2 className="panel__title">{t('wallet.qr.confirm')}</h2>
          <Form<PaymentValues> layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              name="upiId"
              label={t('wallet.qr.upiId')}
              rules={[
                { required: true, message: t('wallet.qr.upiIdRequired') },
                { pattern: UPI_ID, message: t('wallet.qr.upiIdInvalid') },
              ]}
            >
              <Input placeholder={t('wallet.qr.upiIdPlaceholder')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
            </Form.Item>
            <Form.Item
              name="transactionId"
              label={t('wallet.qr.transactionId')}
              extra={t('wallet.qr.transactionIdHelp')}
              rules={[
                { required: true, message: t('wallet.qr.transactionIdRequired') },
                { pattern: UPI_TRANSACTION_ID, message: t('wallet.qr.transactionIdInvalid') },
              ]}
            >
              <Input inputMode="numeric" maxLength={12} placeholder="123456789012" autoComplete="off" />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={!qr}>
              {t('wallet.qr.submit')}
            </Button>
          </Form>
        </section>
      </div>
    </>
  );
}
