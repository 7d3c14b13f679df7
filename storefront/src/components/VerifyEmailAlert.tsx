import Alert from 'antd/es/alert';
import type { ReactNode } from 'react';
import { ResendVerificationButton } from './ResendVerificationButton';

interface VerifyEmailAlertProps {
  title?: ReactNode;
  /** Why the seller sees this: the API's refusal to publish, or the profile's own words. */
  detail: ReactNode;
  className?: string;
}

/** An unverified seller's way forward wherever publishing is refused (My Ads, checkout) and on the profile. */
export function VerifyEmailAlert({ title = 'Verify your e-mail to publish ads', detail, className }: VerifyEmailAlertProps) {
  return (
    <Alert
      className={['verify-alert', className].filter(Boolean).join(' ')}
      type="warning"
      showIcon
      title={title}
      description={
        <>
          <p className="verify-alert__detail">{detail}</p>
          <ResendVerificationButton />
        </>
      }
    />
  );
}
