import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../lib/page-meta';
import { useQuery } from '@tanstack/react-query';
import { unsubscribeQuery } from '../api/unsubscribe';
import { AuthCard } from './AuthCard';
import { AuthPending, AuthResult } from './AuthResult';

/** /unsubscribe?token=…, the "Stop these mails" link of a non-essential mail: turns that kind of mail off as soon as it opens. */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { data, error } = useQuery(unsubscribeQuery(token));
  usePageMeta({ title: t('auth.unsubscribe.title') });

  const home = (
    <ButtonLink to="/" type="primary" size="large">
      {t('auth.unsubscribe.goHome')}
    </ButtonLink>
  );
  let body;
  if (data) {
    body = (
      <AuthResult status="success" actions={home}>
        {data.detail}
      </AuthResult>
    );
  } else if (error || !token) {
    body = (
      <AuthResult status="error" actions={home}>
        {error?.message ?? t('auth.result.incompleteLink')}
      </AuthResult>
    );
  } else {
    body = <AuthPending>{t('auth.unsubscribe.pending')}</AuthPending>;
  }

  return <AuthCard title={t('auth.unsubscribe.title')}>{body}</AuthCard>;
}
