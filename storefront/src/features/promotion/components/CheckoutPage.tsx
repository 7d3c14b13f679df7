import Button from 'antd/es/button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { VerifyEmailAlert } from '../../../components/VerifyEmailAlert';
import { needsVerifiedEmail } from '../../../lib/api-client';
import { PageTitle } from '../../../components/PageTitle';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { useCheckout } from '../api/get-checkout';
import { promoteAd } from '../api/promote-ad';
import { AdBrief } from './AdBrief';

/** /checkout/:adId/:packageId/:slotId, with the checkout texts, kept word for word. */
export default function CheckoutPage() {
  const { adId = '', packageId = '', slotId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useCheckout({ adId, packageId, slotId });
  const [proceeding, setProceeding] = useState(false);
  /** The API's refusal to promote for an unverified e-mail: shown with a way to get a new link. */
  const [unverified, setUnverified] = useState<string | null>(null);
  usePageMeta({ title: 'Checkout' });

  const proceed = async () => {
    setProceeding(true);
    try {
      const answer = await promoteAd({ adId, packageId, slotId });
      if (answer.Success) {
        notify.success('Your ad is promoted', answer.promotedUntil ? `Promoted until ${formatDateTime(answer.promotedUntil)}.` : answer.message);
        navigate('/myads');
      }
    } catch (error) {
      // Shown by the API client (for example an insufficient balance), except this one:
      if (needsVerifiedEmail(error)) setUnverified(error.detail);
    } finally {
      setProceeding(false);
    }
  };

  let body;
  if (loading) body = <p className="checkout__state">Loading...</p>;
  else if (error) body = <p className="checkout__state checkout__state--error">Error: {error.message}</p>;
  else if (!data) body = <p className="checkout__state">No data available</p>;
  else {
    body = (
      <div className="checkout">
        <AdBrief adId={data.adId} title={data.title} image={data.image} />
        <dl className="checkout__lines">
          <dt>Package</dt>
          <dd>{data.packageName}</dd>
          <dt>Slot</dt>
          <dd>{data.slot}</dd>
          <dt>Package amount</dt>
          <dd>{formatRupees(data.packageAmount)}</dd>
          <dt>Available balance</dt>
          <dd>{formatRupees(data.availableBalance)}</dd>
          <dt>Usable balance</dt>
          <dd>{formatRupees(data.usableBalance)}</dd>
          <dt className="checkout__total">Remaining balance</dt>
          <dd className={`checkout__total${data.remainingBalance < 0 ? ' checkout__total--negative' : ''}`}>{formatRupees(data.remainingBalance)}</dd>
        </dl>
        {data.message ? <p className={`checkout__message${data.canProceed ? '' : ' checkout__message--warning'}`}>{data.message}</p> : null}
        {unverified ? <VerifyEmailAlert className="checkout__notice" detail={unverified} /> : null}
        <div className="button-row">
          {data.canProceed ? (
            <Button type="primary" size="large" loading={proceeding} onClick={proceed}>
              Proceed
            </Button>
          ) : (
            <Button type="primary" size="large" onClick={() => navigate('/select-amount')}>
              Add Money
            </Button>
          )}
          <ButtonLink to={`/topup/${adId}`} size="large">
            Change package
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <>
      <PageTitle title="Checkout" />
      <section className="panel">{body}</section>
    </>
  );
}
