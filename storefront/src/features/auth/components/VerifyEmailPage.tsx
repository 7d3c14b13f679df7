import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { ResendVerificationButton } from '../../../components/ResendVerificationButton';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { useQuery } from '@tanstack/react-query';
import { verifyEmailQuery } from '../api/verify-email';
import { AuthCard } from './AuthCard';
import { AuthPending, AuthResult } from './AuthResult';

/** /verify-email?token=…, the link in the sign-up mail: confirms the e-mail as soon as it opens. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const session = useSession();
  const { data, error } = useQuery(verifyEmailQuery(token));
  usePageMeta({ title: t('auth.verify.title') });

  let body;
  if (data) {
    body = (
      <AuthResult
        status="success"
        actions={
          <>
            <ButtonLink to="/myads" type="primary" size="large">
              {t('common.menu.myAds')}
            </ButtonLink>
            <ButtonLink to="/AddPost" size="large">
              {t('common.footer.postAd')}
            </ButtonLink>
          </>
        }
      >
        {data.detail}
      </AuthResult>
    );
  } else if (error || !token) {
    body = (
      <AuthResult
        status="error"
        actions={
          session ? (
            <ResendVerificationButton type="primary" />
          ) : (
            <ButtonLink to="/LogIn" state={{ from: '/profile' }} type="primary" size="large">
              {t('auth.verify.logInForLink')}
            </ButtonLink>
          )
        }
      >
        {error?.message ?? t('auth.result.incompleteLink')}
      </AuthResult>
    );
  } else {
    body = <AuthPending>{t('auth.verify.pending')}</AuthPending>;
  }

  return (
    <AuthCard title={t('auth.verify.title')} lead={session ? t('auth.verify.signedInAs', { email: session.email }) : undefined}>
      {body}
    </AuthCard>
  );
}
