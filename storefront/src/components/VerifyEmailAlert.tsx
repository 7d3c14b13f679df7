import Alert from 'antd/es/alert';
import type { ReactNode } from 'react';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useTranslation } from 'react-i18next';

interface VerifyEmailAlertProps {
  title?: ReactNode;
  /** Why the seller sees this: the API's refusal to publish, or the profile's own words. */
  detail: ReactNode;
  className?: string;
}

/** An unverified seller's way forward wherever publishing is refused (My Ads, checkout) and on the profile. */
export function VerifyEmailAlert({ title, detail, className }: VerifyEmailAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      className={['verify-alert', className].filter(Boolean).join(' ')}
      type="warning"
      showIcon
      title={title ?? t('common.verification.verifyToPublish')}
      description={
        <>
          <p className="verify-alert__detail">{detail}</p>
          <ResendVerificationButton />
        </>
      }
    />
  );
}
