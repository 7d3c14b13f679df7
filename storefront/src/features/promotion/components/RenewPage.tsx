import Button from 'antd/es/button';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageTitle } from '../../../components/PageTitle';
import { VerifyEmailAlert } from '../../../components/VerifyEmailAlert';
import { needsVerifiedEmail } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { type Renewal, renewAd, useRenewal } from '../api/renewal';
import { AdBrief } from './AdBrief';
import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/Placeholder';

/**
 * /renew/:adId, where My Ads and the expiry mails lead: renew an expiring or expired ad free (once per
 * ad every few days) or with a package; either way it goes back to the top of the list.
 */
export default function RenewPage() {
  const { t } = useTranslation();
  const { adId = '' } = useParams();
  const { data, isLoading: loading, error, refetch: reload } = useRenewal(adId);
  usePageMeta({ title: t('promotion.renew.title') });

  if (!/^\d+$/.test(adId)) return <NotFound />;
  return (
    <>
      <PageTitle title={t('promotion.renew.title')} />
      <section className="panel">
        {data ? <RenewalChoices renewal={data} onRefused={reload} /> : error ? <LoadError error={error} onRetry={reload} /> : loading ? <Placeholder avatar={40} rows={3} /> : null}
      </section>
    </>
  );
}

function RenewalChoices({ renewal, onRefused }: { renewal: Renewal; onRefused: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [renewing, setRenewing] = useState(false);
  /** The API's refusal to renew for an unverified e-mail: shown with a way to get a new link. */
  const [unverified, setUnverified] = useState<string | null>(null);

  const renew = async () => {
    setRenewing(true);
    try {
      const answer = await renewAd(renewal.adId);
      notify.success(t('promotion.renew.renewed'), t('promotion.renew.renewedDetail', { date: formatDateTime(answer.expiresAt) }));
      navigate('/myads');
    } catch (failure) {
      // Shown by the API client, except this one; anything else may have changed what is possible.
      if (needsVerifiedEmail(failure)) setUnverified(failure.detail);
      else onRefused();
    } finally {
      setRenewing(false);
    }
  };

  return (
    <div className="checkout">
      <AdBrief adId={renewal.adId} title={renewal.title} image={renewal.image}>
        {renewal.expiresAt ? <p className="muted">{t(renewal.expired ? 'promotion.renew.expired' : 'promotion.renew.expires', { date: formatDateTime(renewal.expiresAt) })}</p> : null}
      </AdBrief>
      <p className={`checkout__message${renewal.free ? '' : ' checkout__message--warning'}`}>{renewal.message}</p>
      {unverified ? <VerifyEmailAlert className="checkout__notice" detail={unverified} /> : null}
      <div className="button-row">
        {renewal.free ? (
          <Button type="primary" size="large" icon={<SyncOutlined aria-hidden />} loading={renewing} onClick={renew}>
            {t('promotion.renew.renewFree', { days: renewal.days })}
          </Button>
        ) : null}
        {renewal.renewable ? (
          <ButtonLink to={`/topup/${renewal.adId}`} type={renewal.free ? 'default' : 'primary'} size="large" icon={<RocketOutlined aria-hidden />}>
            {t('promotion.renew.withPackage')}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/myads" size="large">
          {t('promotion.renew.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
