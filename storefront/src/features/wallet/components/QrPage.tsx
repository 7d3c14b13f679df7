import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import QRCode from 'antd/es/qr-code';
import Skeleton from 'antd/es/skeleton';
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

interface PaymentValues {
  upiId: string;
  transactionId: string;
}

/** /qrpage?amount=N: pay the shown UPI QR, then tell us the payment's reference. */
export default function QrPage() {
  const [search] = useSearchParams();
  const amount = parseAmount(search.get('amount'));
  const navigate = useNavigate();
  const { data: qr, loading, error, reload } = useActiveQr();
  const [submitting, setSubmitting] = useState(false);
  usePageMeta({ title: 'Pay by UPI' });

  if (amount === null) return <Navigate to="/select-amount" replace />;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Copied', text);
    } catch {
      notify.info('Copy it by hand', text);
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
      <PageTitle title={`Pay ${formatRupees(amount)} by UPI`} subtitle={<Link to="/select-amount">Change amount</Link>} />
      <div className="qr-layout">
        <section className="panel qr-panel">
          <h2 className="panel__title">1. Scan and pay</h2>
          {loading ? (
            <Skeleton.Node active style={{ width: 220, height: 220 }} />
          ) : error || !qr ? (
            <LoadError error={error ?? new Error('No payment QR code is available.')} onRetry={reload} />
          ) : (
            <>
              <QRCode value={paymentUri(qr, amount)} size={220} bordered={false} className="qr-panel__code" />
              <p className="qr-panel__payee">{qr.payeeName}</p>
              <button type="button" className="qr-panel__upi" onClick={() => copy(qr.upiId)}>
                {qr.upiId} <CopyOutlined />
              </button>
              <Button href={paymentUri(qr, amount)} className="qr-panel__app" block>
                Open in a UPI app
              </Button>
              <p className="muted">Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM…) and pay exactly {formatRupees(amount)}.</p>
            </>
          )}
        </section>
        <section className="panel">
          <h2 className="panel__title">2. Confirm your payment</h2>
          <Form<PaymentValues> layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              name="upiId"
              label="Your UPI ID (the one you paid from)"
              rules={[
                { required: true, message: 'Please enter your UPI ID' },
                { pattern: UPI_ID, message: 'A UPI ID looks like name@bank' },
              ]}
            >
              <Input placeholder="yourname@okhdfcbank" autoComplete="off" autoCapitalize="none" spellCheck={false} />
            </Form.Item>
            <Form.Item
              name="transactionId"
              label="UPI transaction ID (UTR)"
              extra="The 12-digit reference shown in your UPI app after paying."
              rules={[
                { required: true, message: 'Please enter the transaction ID' },
                { pattern: UPI_TRANSACTION_ID, message: 'The UPI transaction ID has exactly 12 digits' },
              ]}
            >
              <Input inputMode="numeric" maxLength={12} placeholder="123456789012" autoComplete="off" />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={!qr}>
              Submit payment
            </Button>
          </Form>
        </section>
      </div>
    </>
  );
}
