import Result from 'antd/es/result';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatRupees } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { useTranslation } from 'react-i18next';

/** /payment-confirm: the payment waits for an admin to match it with the bank statement. */
export default function PaymentConfirmPage() {
  const { t } = useTranslation();
  const state = useLocation().state as { amount?: number; transactionId?: string } | null;
  usePageMeta({ title: t('wallet.paymentConfirm.metaTitle') });
  return (
    <section className="panel">
      <Result
        status="success"
        title={t('wallet.paymentConfirm.title')}
        subTitle={
          <>
            {state?.amount ? <>{t('wallet.paymentConfirm.received', { amount: formatRupees(state.amount) })} </> : null}
            {state?.transactionId ? <>{t('wallet.paymentConfirm.reference', { reference: state.transactionId })} </> : null}
            {t('wallet.paymentConfirm.checking')}
          </>
        }
        extra={[
          <ButtonLink key="activity" to="/activity" type="primary">
            {t('wallet.paymentConfirm.activity')}
          </ButtonLink>,
          <ButtonLink key="myads" to="/myads">
            {t('common.menu.myAds')}
          </ButtonLink>,
        ]}
      />
    </section>
  );
}
