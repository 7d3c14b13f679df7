import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { ResendVerificationButton } from '../../../components/ResendVerificationButton';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { useQuery } from '../../../lib/use-query';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from './AuthCard';
import { AuthPending, AuthResult, INCOMPLETE_LINK } from './AuthResult';

/** /verify-email?token=…, the link in the sign-up mail: confirms the e-mail as soon as it opens. */
export default function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const session = useSession();
  const { data, error } = useQuery(token ? `verify-email:${token}` : null, () => verifyEmail({ token }));
  usePageMeta({ title: 'Verify your e-mail' });

  let body;
  if (data) {
    body = (
      <AuthResult
        status="success"
        actions={
          <>
            <ButtonLink to="/myads" type="primary" size="large">
              My Ads
            </ButtonLink>
            <ButtonLink to="/AddPost" size="large">
              Post an ad
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
              Log in to get a new link
            </ButtonLink>
          )
        }
      >
        {error?.message ?? INCOMPLETE_LINK}
      </AuthResult>
    );
  } else {
    body = <AuthPending>Confirming your e-mail…</AuthPending>;
  }

  return (
    <AuthCard title="Verify your e-mail" lead={session ? `Signed in as ${session.email}.` : undefined}>
      {body}
    </AuthCard>
  );
}
