import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { siteSettingsQuery } from '../../../api/get-site-settings';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { formatRupees } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { UPI_ID, UPI_TRANSACTION_ID } from '../../../lib/validation';
import { addMoney } from '../api/add-money';
import { useTopUpRequest, type TopUpRequest } from '../api/request-top-up';
import { parseAmount } from './amount';
import { useBillingState } from './billing-state';
import { BillingStateField } from './BillingStateField';
import { PaymentsClosedAlert } from './PaymentsClosedAlert';
import { PayPanel } from './PayPanel';
import { useTranslation } from 'react-i18next';

interface PaymentValues {
  upiId: string;
  transactionId: string;
}

/** Step 2: the payer's UPI id and the payment's UTR, recorded on the top-up request that was paid. */
function ConfirmForm({ topUp }: { topUp: TopUpRequest | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: PaymentValues) => {
    if (!topUp) return;
    setSubmitting(true);
    const transactionId = values.transactionId.trim();
    try {
      await addMoney({ amount: topUp.amount, upiId: values.upiId.trim(), transactionId, reference: topUp.reference });
      navigate('/payment-confirm', { state: { amount: topUp.charged, transactionId } });
    } catch {
      setSubmitting(false);
    }
  };

  return (
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
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={!topUp}>
        {t('wallet.qr.submit')}
      </Button>
    </Form>
  );
}

function QrPayment({ amount }: { amount: number }) {
  const { t } = useTranslation();
  // The state is asked for only while the operator issues GST invoices (public site settings, usually kept from an
  // earlier page); the top-up waits for the answer so that it is requested once, with or without the state. Settings
  // that fail to load count as no GST: the top-up goes ahead without a state.
  const settings = useQuery(siteSettingsQuery());
  const issuesGstInvoices = settings.data?.issuesGstInvoices === true;
  const [rememberedState, setBillingState] = useBillingState();
  const billingState = issuesGstInvoices ? rememberedState : undefined;
  const { data: topUp, isPending: pending, error, refetch: reload } = useTopUpRequest(amount, billingState, { enabled: !settings.isPending });

  if (topUp === null)
    return (
      <>
        <PageTitle title={t('wallet.selectAmount.title')} />
        <PaymentsClosedAlert />
      </>
    );

  return (
    <>
      <PageTitle title={topUp ? t('wallet.qr.title', { amount: formatRupees(topUp.charged) }) : t('wallet.qr.metaTitle')} subtitle={<Link to="/select-amount">{t('wallet.qr.changeAmount')}</Link>} />
      <div className="qr-layout">
        <section className="panel qr-panel">
          <h2 className="panel__title">{t('wallet.qr.scanAndPay')}</h2>
          {issuesGstInvoices ? <BillingStateField value={billingState} onChange={setBillingState} refused={topUp?.refusedState} /> : null}
          {pending ? <div className="shimmer qr-panel__placeholder" /> : error || !topUp ? <LoadError error={error ?? new Error(t('wallet.qr.noQr'))} onRetry={reload} /> : <PayPanel topUp={topUp} />}
        </section>
        <section className="panel">
          <h2 className="panel__title">{t('wallet.qr.confirm')}</h2>
          <ConfirmForm topUp={topUp} />
        </section>
      </div>
    </>
  );
}

/** /qrpage?amount=N: a top-up request (reference, UPI link, GST) to pay by UPI, then the payment's UTR for it. */
export default function QrPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const amount = parseAmount(search.get('amount'));
  usePageMeta({ title: t('wallet.qr.metaTitle') });
  if (amount === null) return <Navigate to="/select-amount" replace />;
  return <QrPayment amount={amount} />;
}
