import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import type { ReactNode } from 'react';
import { formatDateTime, formatRupees } from '../../../lib/format';
import type { ActivityItem, ActivityType } from '../api/get-activity';

const KINDS: Record<ActivityType, { label: string; icon: ReactNode; tone: string }> = {
  AD_POSTED: { label: 'Ad posted', icon: <FileAddOutlined />, tone: 'neutral' },
  FREE_AD: { label: 'Free ad activated', icon: <GiftOutlined />, tone: 'success' },
  AD_RENEWED: { label: 'Ad renewed free', icon: <SyncOutlined />, tone: 'success' },
  PROMOTION: { label: 'Promotion bought', icon: <RocketOutlined />, tone: 'brand' },
  PAYMENT_SUBMITTED: { label: 'Payment submitted, pending approval', icon: <ClockCircleOutlined />, tone: 'warning' },
  PAYMENT_APPROVED: { label: 'Payment approved', icon: <CheckCircleOutlined />, tone: 'success' },
  PAYMENT_REJECTED: { label: 'Payment rejected', icon: <CloseCircleOutlined />, tone: 'danger' },
  // Notices about an ad (also mailed, unless the seller turned ad mails off); the title names the ad and what happened.
  AD_TAKEN_DOWN: { label: 'Ad taken down by a moderator', icon: <StopOutlined />, tone: 'danger' },
  AD_EXPIRING: { label: 'Ad expiring soon', icon: <FieldTimeOutlined />, tone: 'warning' },
  AD_EXPIRED: { label: 'Ad expired', icon: <HistoryOutlined />, tone: 'neutral' },
  PROMOTION_ENDED: { label: 'Promotion ended', icon: <FlagOutlined />, tone: 'neutral' },
  AD_APPROVED: { label: 'Ad approved by a moderator', icon: <CheckCircleOutlined />, tone: 'success' },
  AD_REJECTED: { label: 'Ad not approved: edit it to resubmit', icon: <CloseCircleOutlined />, tone: 'danger' },
};

export function ActivityRow({ item }: { item: ActivityItem }) {
  const kind = KINDS[item.type] ?? { label: item.type, icon: <ClockCircleOutlined />, tone: 'neutral' };
  const debit = item.type === 'PROMOTION';
  // Only approved top-ups reach the wallet: pending and rejected amounts stay grey.
  const amountTone = debit ? 'debit' : item.type === 'PAYMENT_APPROVED' ? 'credit' : 'neutral';
  return (
    <li className={`activity-row activity-row--${kind.tone}`}>
      <span className="activity-row__icon" aria-hidden>
        {kind.icon}
      </span>
      <div className="activity-row__body">
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
