import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRupees } from '../../../lib/format';
import type { ActivityItem, ActivityType } from '../api/get-activity';

/** Each kind's icon and colour; its label is activity.kinds.<type>. */
const KINDS: Record<ActivityType, { icon: ReactNode; tone: string }> = {
  AD_POSTED: { icon: <FileAddOutlined aria-hidden />, tone: 'neutral' },
  FREE_AD: { icon: <GiftOutlined aria-hidden />, tone: 'success' },
  AD_RENEWED: { icon: <SyncOutlined aria-hidden />, tone: 'success' },
  PROMOTION: { icon: <RocketOutlined aria-hidden />, tone: 'brand' },
  PAYMENT_SUBMITTED: { icon: <ClockCircleOutlined aria-hidden />, tone: 'warning' },
  PAYMENT_APPROVED: { icon: <CheckCircleOutlined aria-hidden />, tone: 'success' },
  PAYMENT_REJECTED: { icon: <CloseCircleOutlined aria-hidden />, tone: 'danger' },
  // Notices about an ad (also mailed, unless the seller turned ad mails off); the title names the ad and what happened.
  AD_TAKEN_DOWN: { icon: <StopOutlined aria-hidden />, tone: 'danger' },
  AD_EXPIRING: { icon: <FieldTimeOutlined aria-hidden />, tone: 'warning' },
  AD_EXPIRED: { icon: <HistoryOutlined aria-hidden />, tone: 'neutral' },
  PROMOTION_ENDED: { icon: <FlagOutlined aria-hidden />, tone: 'neutral' },
  AD_APPROVED: { icon: <CheckCircleOutlined aria-hidden />, tone: 'success' },
  AD_REJECTED: { icon: <CloseCircleOutlined aria-hidden />, tone: 'danger' },
  PHOTOS_VERIFIED: { icon: <SafetyCertificateOutlined aria-hidden />, tone: 'success' },
  PHOTOS_REFUSED: { icon: <CloseCircleOutlined aria-hidden />, tone: 'danger' },
  PROMOTION_REFUNDED: { icon: <RollbackOutlined aria-hidden />, tone: 'success' },
};

export function ActivityRow({ item }: { item: ActivityItem }) {
  const { t } = useTranslation();
  const known: (typeof KINDS)[ActivityType] | undefined = KINDS[item.type];
  // A kind newer than this page: its name as the API sends it.
  const kind = known ? { ...known, label: t(`activity.kinds.${item.type}`) } : { label: item.type, icon: <ClockCircleOutlined aria-hidden />, tone: 'neutral' };
  const debit = item.type === 'PROMOTION';
  // Only approved top-ups reach the wallet: pending and rejected amounts stay grey.
  const amountTone = debit ? 'debit' : item.type === 'PAYMENT_APPROVED' ? 'credit' : 'neutral';
  return (
    <li className={`activity-row activity-row--${kind.tone}`}>
      <span className="activity-row__icon" aria-hidden>
        {kind.icon}
      </span>
      <div className="activity-row__body">
        {/* The API writes its titles in the page's language (Accept-Language), notices included. */}
        <p className="activity-row__title">{item.title || kind.label}</p>
        <p className="activity-row__kind">{kind.label}</p>
        <time className="activity-row__time" dateTime={item.at}>
          {formatDateTime(item.at)}
        </time>
      </div>
      {item.amount !== null ? <span className={`activity-row__amount activity-row__amount--${amountTone}`}>{formatRupees(debit ? -Math.abs(item.amount) : item.amount)}</span> : null}
    </li>
  );
}
