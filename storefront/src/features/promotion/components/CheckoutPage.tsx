import Button from 'antd/es/button';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { VerifyEmailAlert } from '../../../components/VerifyEmailAlert';
import { needsVerifiedEmail } from '../../../lib/api-client';
import { PageTitle } from '../../../components/PageTitle';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { fallbackLang, localName } from '../../../lib/local-names';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { useCheckout } from '../api/get-checkout';
import { promoteAd } from '../api/promote-ad';
import { AdBrief } from './AdBrief';
import { useTranslation } from 'react-i18next';

/** /checkout/:adId/:packageId/:slotId, with the checkout texts, kept word for word. */
/** The API's message, in the page's language, with the admins' names that have no Hindi form marked as English. */
function withNamesMarked(message: string, names: string[]): ReactNode[] {
  const known = names.filter(Boolean);
  if (!known.length) return [message];
  const pattern = new RegExp(`(${known.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return message.split(pattern).map((part, index) =>
    known.includes(part) ? (
      <span key={index} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { adId = '', packageId = '', slotId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isLoading: loading, error } = useCheckout({ adId, packageId, slotId });
  const [proceeding, setProceeding] = useState(false);
  /** The API's refusal to promote for an unverified e-mail: shown with a way to get a new link. */
  const [unverified, setUnverified] = useState<string | null>(null);
  usePageMeta({ title: t('promotion.checkout.title') });

  const proceed = async () => {
    setProceeding(true);
    try {
      const answer = await promoteAd({ adId, packageId, slotId });
      if (answer.Success) {
        notify.success(t('promotion.checkout.promoted'), answer.promotedUntil ? t('promotion.checkout.promotedUntil', { date: formatDateTime(answer.promotedUntil) }) : answer.message);
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
  if (loading) body = <p className="checkout__state">{t('promotion.checkout.loading')}</p>;
  else if (error) body = <p className="checkout__state checkout__state--error">{t('promotion.checkout.error', { message: error.message })}</p>;
  else if (!data) body = <p className="checkout__state">{t('promotion.checkout.noData')}</p>;
  else {
    // The names the message writes in English on a Hindi page (those without a Hindi form).
    const englishNames = [fallbackLang(data.packageNameHi) ? data.packageName : '', fallbackLang(data.slotHi) ? data.slot : ''];
    body = (
      <div className="checkout">
        <AdBrief adId={data.adId} title={data.title} image={data.image} />
        {/* Package and slot names are what admins wrote: in Hindi where they gave a Hindi name, else English, marked so (screen readers). */}
        <dl className="checkout__lines">
          <dt>{t('promotion.checkout.package')}</dt>
          <dd lang={fallbackLang(data.packageNameHi)}>{localName(data.packageName, data.packageNameHi)}</dd>
          <dt>{t('promotion.checkout.slot')}</dt>
          <dd lang={fallbackLang(data.slotHi)}>{localName(data.slot, data.slotHi)}</dd>
          <dt>{t('promotion.checkout.packageAmount')}</dt>
          <dd>{formatRupees(data.packageAmount)}</dd>
          {/* The API's usable balance is always the available one (nothing is held back): one line, not two equal ones. */}
          <dt>{t('promotion.checkout.walletBalance')}</dt>
          <dd>{formatRupees(data.availableBalance)}</dd>
          <dt className="checkout__total">{t('promotion.checkout.leftAfter')}</dt>
          <dd className={`checkout__total${data.remainingBalance < 0 ? ' checkout__total--negative' : ''}`}>{formatRupees(data.remainingBalance)}</dd>
        </dl>
        {data.message ? <p className={`checkout__message${data.canProceed ? '' : ' checkout__message--warning'}`}>{withNamesMarked(data.message, englishNames)}</p> : null}
        {unverified ? <VerifyEmailAlert className="checkout__notice" detail={unverified} /> : null}
        <div className="button-row">
          {data.canProceed ? (
            <Button type="primary" size="large" loading={proceeding} onClick={proceed}>
              {t('promotion.checkout.pay', { amount: formatRupees(data.packageAmount) })}
            </Button>
          ) : (
            <Button type="primary" size="large" onClick={() => navigate('/select-amount')}>
              {t('promotion.checkout.addMoney')}
            </Button>
          )}
          <ButtonLink to={`/topup/${adId}`} size="large">
            {t('promotion.checkout.changePackage')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <>
      <PageTitle title={t('promotion.checkout.title')} />
      <section className="panel">{body}</section>
    </>
  );
}
