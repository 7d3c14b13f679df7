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
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { VerifyEmailAlert } from '../../../components/VerifyEmailAlert';
import { formatDate } from '../../../lib/format';
import { adPath } from '../../../lib/slug';
import type { MyAd } from '../api/types';

interface MyAdCardProps {
  ad: MyAd;
  busy: boolean;
  /** Set when posting this ad was refused because the seller's e-mail is not verified yet. */
  unverifiedDetail?: string;
  onEdit: () => void;
  onDelete: () => void;
  onPostFree: () => void;
}

function StatusTag({ ad }: { ad: MyAd }) {
  if (ad.status === 'PENDING_REVIEW') return <Tag color="gold">Waiting for review</Tag>;
  if (ad.status === 'REJECTED') return <Tag color="red">Not approved</Tag>;
  if (ad.expired) return <Tag color="red">Expired</Tag>;
  if (ad.status === 'ACTIVE') return <Tag color="green">Active</Tag>;
  return <Tag>Inactive</Tag>;
}

export function MyAdCard({ ad, busy, unverifiedDetail, onEdit, onDelete, onPostFree }: MyAdCardProps) {
  const live = ad.status === 'ACTIVE' && !ad.expired;
  // Its dates are held while a moderator has it: they move on by the wait at approval.
  const reviewing = ad.status === 'PENDING_REVIEW' || ad.status === 'REJECTED';
  const [shownAt] = useState(Date.now); // rendering stays pure: "promoted now" means when the card appeared
  const promotedNow = ad.promotedUntil !== null && new Date(ad.promotedUntil).getTime() > shownAt;
  return (
    <article className="my-ad panel">
      <div className="ad-thumb my-ad__media">{ad.thumbUrl ? <img src={ad.thumbUrl} alt="" loading="lazy" /> : <PictureOutlined aria-hidden />}</div>
      <div className="my-ad__body">
        <div className="my-ad__tags">
          <StatusTag ad={ad} />
          {promotedNow ? <Tag color="purple">Promoted until {formatDate(ad.promotedUntil)}</Tag> : null}
          {promotedNow && ad.slot ? <Tag>{ad.slot.label}</Tag> : null}
        </div>
        <h3 className="my-ad__title">{live ? <Link to={adPath(ad)}>{ad.title}</Link> : ad.title}</h3>
        <p className="my-ad__meta">
          {ad.category.title} · {ad.location.district}, {ad.location.state}
        </p>
        <p className="my-ad__meta">
          Posted {formatDate(ad.createdAt)} · {reviewing ? 'Not live until approved' : ad.expiresAt ? `${ad.expired ? 'Expired' : 'Expires'} ${formatDate(ad.expiresAt)}` : 'Not live yet'} ·{' '}
          <EyeOutlined aria-label="views" /> {ad.views.toLocaleString('en-IN')} · <PhoneOutlined aria-label="phone number shown" /> {ad.phoneReveals.toLocaleString('en-IN')} ·{' '}
          <MessageOutlined aria-label="conversations" /> {ad.conversations.toLocaleString('en-IN')} · <HeartOutlined aria-label="favourites" /> {ad.favourites.toLocaleString('en-IN')}
        </p>
        {ad.status === 'REJECTED' ? (
          <Alert className="my-ad__notice" type="error" showIcon title="A moderator did not approve this ad" description={`${ad.rejection} Edit it to send it back for review.`} />
        ) : ad.status === 'PENDING_REVIEW' ? (
          <p className="my-ad__hint">A moderator reviews this ad before it is shown. Anything you post or promote meanwhile starts when it is approved.</p>
        ) : !live ? (
          <p className="my-ad__hint">
            {ad.renewable ? 'Not visible to visitors. Renew it to bring it back at the top of the list.' : 'Not visible to visitors. Post it free or promote it to go live.'}
          </p>
        ) : null}
        <div className="my-ad__actions">
          {ad.renewable ? (
            <ButtonLink to={`/renew/${ad.id}`} type="primary" icon={<SyncOutlined />} disabled={busy}>
              Renew
            </ButtonLink>
          ) : null}
          {ad.status !== 'REJECTED' && (!live || !promotedNow) ? (
            <ButtonLink to={`/topup/${ad.id}`} type={ad.renewable ? 'default' : 'primary'} icon={<RocketOutlined />} disabled={busy}>
              Promote
            </ButtonLink>
          ) : null}
          {!live && !ad.renewable && ad.status !== 'REJECTED' && !(ad.status === 'PENDING_REVIEW' && ad.expiresAt) ? (
            <Button icon={<GiftOutlined />} onClick={onPostFree} loading={busy}>
              Post free
            </Button>
          ) : null}
          <Button icon={<EditOutlined />} onClick={onEdit} disabled={busy} type={ad.status === 'REJECTED' ? 'primary' : 'default'}>
            {ad.status === 'REJECTED' ? 'Edit and resubmit' : 'Edit'}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        </div>
      </div>
      {unverifiedDetail && !live ? <VerifyEmailAlert className="my-ad__notice" detail={unverifiedDetail} /> : null}
    </article>
  );
}
