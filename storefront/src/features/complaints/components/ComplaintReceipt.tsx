import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { currentLanguage } from '../../../i18n';
import { pathIn } from '../../../i18n/language';
import type { ComplaintReceipt as Receipt } from '../api/file-complaint';
import { IndiaTime } from './IndiaTime';

interface ComplaintReceiptProps {
  receipt: Receipt;
  email: string;
  onAnother: () => void;
}

/** What a complainant sees once the complaint is filed: the ticket, whether the ad left the site, the clocks and the private link. */
export function ComplaintReceipt({ receipt, email, onAnother }: ComplaintReceiptProps) {
  const { t } = useTranslation();
  // The link in the page's language; the mailed one is in the request's language too.
  const followUrl = new URL(pathIn(currentLanguage(), receipt.followPath), window.location.origin).href;
  return (
    <article className="panel complaint complaint-receipt">
      <Result
        status="success"
        title={
          <h1 className="complaint-receipt__title">
            <Trans i18nKey="complaints.receipt.title" values={{ ticket: receipt.ticket }} components={{ ticket: <span lang="" /> }} />
          </h1>
        }
        subTitle={<Trans i18nKey="complaints.receipt.lead" values={{ email }} tOptions={{ interpolation: { escapeValue: true } }} shouldUnescape components={{ email: <span lang="" /> }} />}
      />
      {receipt.removalDueAt !== null || receipt.adHidden ? (
        <p className={receipt.adHidden ? 'complaint-receipt__hidden' : undefined}>{receipt.adHidden ? t('complaints.receipt.adHidden') : t('complaints.receipt.adNotHidden')}</p>
      ) : null}
      <dl className="complaint-facts">
        {receipt.removalDueAt ? (
          <>
            <dt>{t('complaints.receipt.removalDue')}</dt>
            <dd>
              <IndiaTime at={receipt.removalDueAt} />
            </dd>
          </>
        ) : null}
        <dt>{t('complaints.receipt.disposeDue')}</dt>
        <dd>
          <IndiaTime at={receipt.disposeDueAt} />
        </dd>
      </dl>
      <h2 className="complaint__heading">{t('complaints.receipt.followLink')}</h2>
      <Typography.Paragraph copyable={{ text: followUrl }} className="complaint-receipt__link">
        <a href={followUrl} lang="">
          {followUrl}
        </a>
      </Typography.Paragraph>
      <p className="muted">{t('complaints.receipt.keepLink')}</p>
      <div className="complaint-receipt__actions">
        <ButtonLink to={receipt.followPath} type="primary">
          {t('complaints.receipt.open')}
        </ButtonLink>
        <Button onClick={onAnother}>{t('complaints.receipt.another')}</Button>
      </div>
    </article>
  );
}
