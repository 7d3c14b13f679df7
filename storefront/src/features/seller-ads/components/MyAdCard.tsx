import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { VerifyEmailAlert } from '../../../components/VerifyEmailAlert';
import { formatDate, formatNumber } from '../../../lib/format';
import { adPath } from '../../../lib/slug';
import type { MyAd } from '../api/types';
import { useTranslation } from 'react-i18next';
import { categoryTitle, districtName, fallbackLang, slotLabel, stateName } from '../../../lib/local-names';

interface MyAdCardProps {
  ad: MyAd;
  busy: boolean;
  /** Set when posting this ad was refused because the seller's e-mail is not verified yet. */
  unverifiedDetail?: string;
  onEdit: () => void;
  onDelete: () => void;
  onPostFree: () => void;
  /** Opens the photo verification (the code, the selfie, where it stands). */
  onVerifyPhotos: () => void;
}

function StatusTag({ ad }: { ad: MyAd }) {
  const { t } = useTranslation();
  if (ad.status === 'PENDING_REVIEW') return <Tag color="gold">{t('sellerAds.myAdCard.status.pendingReview')}</Tag>;
  if (ad.status === 'REJECTED') return <Tag color="red">{t('sellerAds.myAdCard.status.rejected')}</Tag>;
  if (ad.expired) return <Tag color="red">{t('sellerAds.myAdCard.status.expired')}</Tag>;
  if (ad.status === 'ACTIVE') return <Tag color="green">{t('sellerAds.myAdCard.status.active')}</Tag>;
  return <Tag>{t('sellerAds.myAdCard.status.inactive')}</Tag>;
}

export function MyAdCard({ ad, busy, unverifiedDetail, onEdit, onDelete, onPostFree, onVerifyPhotos }: MyAdCardProps) {
  const { t } = useTranslation();
  const live = ad.status === 'ACTIVE' && !ad.expired;
  // Its dates are held while a moderator has it: they move on by the wait at approval.
  const reviewing = ad.status === 'PENDING_REVIEW' || ad.status === 'REJECTED';
  const [shownAt] = useState(Date.now); // rendering stays pure: "promoted now" means when the card appeared
  const promotedNow = ad.promotedUntil !== null && new Date(ad.promotedUntil).getTime() > shownAt;
  const availability = reviewing
    ? t('sellerAds.myAdCard.notLiveUntilApproved')
    : ad.expiresAt
      ? t(ad.expired ? 'sellerAds.myAdCard.expiredOn' : 'sellerAds.myAdCard.expiresOn', { date: formatDate(ad.expiresAt) })
      : t('sellerAds.myAdCard.notLiveYet');
  return (
    <article className="my-ad panel">
      <div className="ad-thumb my-ad__media">{ad.thumbUrl ? <img src={ad.thumbUrl} alt="" loading="lazy" /> : <PictureOutlined aria-hidden />}</div>
      <div className="my-ad__body">
        <div className="my-ad__tags">
          <StatusTag ad={ad} />
          {promotedNow ? <Tag color="purple">{t('sellerAds.myAdCard.promotedUntil', { date: formatDate(ad.promotedUntil) })}</Tag> : null}
          {promotedNow && ad.slot ? <Tag lang={fallbackLang(ad.slot.labelHi)}>{slotLabel(ad.slot)}</Tag> : null}
          {ad.photosVerifiedAt ? (
            <Tag color="cyan" icon={<SafetyCertificateOutlined aria-hidden />}>
              {t('sellerAds.verifyPhotos.tag', { date: formatDate(ad.photosVerifiedAt) })}
            </Tag>
          ) : null}
        </div>
        <h3 className="my-ad__title">{live ? <Link to={adPath(ad)}>{ad.title}</Link> : ad.title}</h3>
        <p className="my-ad__meta">
          {categoryTitle(ad.category)} · {districtName(ad.location)}, {stateName(ad.location)}
        </p>
        <p className="my-ad__meta">
          {t('sellerAds.myAdCard.posted', { date: formatDate(ad.createdAt) })} · {availability} · <EyeOutlined aria-label={t('sellerAds.myAdCard.stats.views')} /> {formatNumber(ad.views)} ·{' '}
          <PhoneOutlined aria-label={t('sellerAds.myAdCard.stats.phoneReveals')} /> {formatNumber(ad.phoneReveals)} · <MessageOutlined aria-label={t('sellerAds.myAdCard.stats.conversations')} />{' '}
          {formatNumber(ad.conversations)} · <HeartOutlined aria-label={t('sellerAds.myAdCard.stats.favourites')} /> {formatNumber(ad.favourites)}
        </p>
        {ad.status === 'REJECTED' ? (
          <Alert className="my-ad__notice" type="error" showIcon title={t('sellerAds.myAdCard.rejectedTitle')} description={t('sellerAds.myAdCard.rejectedDetail', { reason: ad.rejection })} />
        ) : ad.status === 'PENDING_REVIEW' ? (
          <p className="my-ad__hint">{t('sellerAds.myAdCard.reviewHint')}</p>
        ) : !live ? (
          <p className="my-ad__hint">{ad.renewable ? t('sellerAds.myAdCard.renewHint') : t('sellerAds.myAdCard.goLiveHint')}</p>
        ) : null}
        <div className="my-ad__actions">
          {ad.renewable ? (
            <ButtonLink to={`/renew/${ad.id}`} type="primary" icon={<SyncOutlined aria-hidden />} disabled={busy}>
              {t('sellerAds.myAdCard.renew')}
            </ButtonLink>
          ) : null}
          {ad.status !== 'REJECTED' && (!live || !promotedNow) ? (
            <ButtonLink to={`/topup/${ad.id}`} type={ad.renewable ? 'default' : 'primary'} icon={<RocketOutlined aria-hidden />} disabled={busy}>
              {t('sellerAds.myAdCard.promote')}
            </ButtonLink>
          ) : null}
          {!live && !ad.renewable && ad.status !== 'REJECTED' && !(ad.status === 'PENDING_REVIEW' && ad.expiresAt) ? (
            <Button icon={<GiftOutlined aria-hidden />} onClick={onPostFree} loading={busy}>
              {t('sellerAds.myAdCard.postFree')}
            </Button>
          ) : null}
          <Button icon={<EditOutlined aria-hidden />} onClick={onEdit} disabled={busy} type={ad.status === 'REJECTED' ? 'primary' : 'default'}>
            {ad.status === 'REJECTED' ? t('sellerAds.myAdCard.editAndResubmit') : t('sellerAds.myAdCard.edit')}
          </Button>
          {ad.images.length ? (
            <Button icon={<SafetyCertificateOutlined aria-hidden />} onClick={onVerifyPhotos} disabled={busy}>
              {t('sellerAds.verifyPhotos.button')}
            </Button>
          ) : null}
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete} disabled={busy}>
            {t('sellerAds.delete')}
          </Button>
        </div>
      </div>
      {unverifiedDetail && !live ? <VerifyEmailAlert className="my-ad__notice" detail={unverifiedDetail} /> : null}
    </article>
  );
}
