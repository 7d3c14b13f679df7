import Result from 'antd/es/result';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatRupees } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';

/** /payment-confirm: the payment waits for an admin to match it with the bank statement. */
export default function PaymentConfirmPage() {
  const state = useLocation().state as { amount?: number; transactionId?: string } | null;
  usePageMeta({ title: 'Payment submitted' });
  return (
    <section className="panel">
      <Result
        status="success"
        title="Payment submitted, pending approval"
        subTitle={
          <>
            {state?.amount ? <>We received your payment details for {formatRupees(state.amount)}. </> : null}
            {state?.transactionId ? <>Reference {state.transactionId}. </> : null}
            Our team checks it against the bank statement, usually within a few hours; your wallet is credited as soon as it is approved. You can follow its status on your Activity page.
          </>
        }
        extra={[
          <ButtonLink key="activity" to="/activity" type="primary">
            Go to Activity
          </ButtonLink>,
          <ButtonLink key="myads" to="/myads">
            My Ads
          </ButtonLink>,
        ]}
      />
    </section>
  );
}
