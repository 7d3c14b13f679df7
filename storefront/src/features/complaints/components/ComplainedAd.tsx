import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adPath } from '../../../lib/slug';
import { useComplainedAd } from '../api/get-complained-ad';

/** The ad a complaint names: its title, linked to its page while it is on the site; else its number. */
export function ComplainedAd({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: ad, isLoading } = useComplainedAd(id);
  if (isLoading) return <p className="complaint__ad muted">{t('complaints.form.adLoading')}</p>;
  if (!ad) return <p className="complaint__ad">{t('complaints.form.adGone', { id })}</p>;
  return (
    <p className="complaint__ad">
      <Link to={adPath(ad)} lang="">
        {ad.title}
      </Link>{' '}
      <span className="muted">({t('complaints.form.adNumber', { id })})</span>
    </p>
  );
}
