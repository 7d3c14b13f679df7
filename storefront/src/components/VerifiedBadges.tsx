import CameraOutlined from '@ant-design/icons/CameraOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';

interface VerifiedBadgesProps {
  phoneVerifiedAt: string | null;
  photosVerifiedAt: string | null;
  /** Cards: the badges alone, dated in their tooltips; pages: with the date of the photos' check. */
  compact?: boolean;
}

/**
 * "Phone verified" (the seller proved the number by a code) and "Photos verified" (a moderator matched the photos with
 * the seller's private selfie): what buyers can trust and filter on (issue 42). Nothing when neither is proved.
 */
export function VerifiedBadges({ phoneVerifiedAt, photosVerifiedAt, compact }: VerifiedBadgesProps) {
  const { t } = useTranslation();
  if (!phoneVerifiedAt && !photosVerifiedAt) return null;
  return (
    <ul className={`verified-badges${compact ? ' verified-badges--compact' : ''}`} aria-label={t('common.badges.label')}>
      {phoneVerifiedAt ? (
        <li className="verified-badge" title={t('common.badges.phoneSince', { date: formatDate(phoneVerifiedAt) })}>
          <PhoneOutlined aria-hidden /> {t('common.badges.phone')}
        </li>
      ) : null}
      {photosVerifiedAt ? (
        <li className="verified-badge" title={t('common.badges.photosOn', { date: formatDate(photosVerifiedAt) })}>
          <CameraOutlined aria-hidden /> {compact ? t('common.badges.photos') : t('common.badges.photosOn', { date: formatDate(photosVerifiedAt) })}
        </li>
      ) : null}
    </ul>
  );
}
