import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Link } from 'react-router-dom';
import type { AdSummary } from '../api/types';
import { cardDetails } from '../lib/ad-details';
import { formatRelativeTime } from '../lib/format';
import { districtName, stateName } from '../lib/local-names';
import { adPath } from '../lib/slug';
import { FavouriteButton } from './FavouriteButton';
import { VerifiedBadges } from './VerifiedBadges';
import { useTranslation } from 'react-i18next';

/** `distanceKm`: a search around a district (`near`) says how far each card's district is, rounded to 5 km. */
export function AdCard({ ad }: { ad: AdSummary & { distanceKm?: number } }) {
  const { t } = useTranslation();
  const details = cardDetails(ad.details);
  const badge = ad.featuredNow ? t('common.adCard.featured') : ad.promoted ? t('common.adCard.promoted') : null;
  // The heart sits beside the link, not in it: a button inside a link is neither valid nor accessible.
  return (
    <div className="ad-card-frame">
      <Link to={adPath(ad)} className={`ad-card${ad.promoted ? ' ad-card--promoted' : ''}`}>
        <div className="ad-thumb ad-card__media">
          {ad.thumbUrl ? <img src={ad.thumbUrl} alt="" loading="lazy" decoding="async" /> : <PictureOutlined className="ad-card__placeholder" aria-hidden />}
          {badge ? <span className={`ad-card__badge${ad.featuredNow ? ' ad-card__badge--featured' : ''}`}>{badge}</span> : null}
        </div>
        <div className="ad-card__body">
          {/* lang="": written by the seller, in a language the page cannot know. */}
          <h3 className="ad-card__title" lang="">
            {ad.title}
          </h3>
          <p className="ad-card__meta">
            <EnvironmentOutlined aria-hidden /> {districtName(ad.location)}, {stateName(ad.location)}
          </p>
          <p className="ad-card__meta ad-card__meta--muted">
            {ad.distanceKm !== undefined ? (
              <>
                <span className="ad-card__distance">{ad.distanceKm > 0 ? t('common.adCard.distance', { km: ad.distanceKm }) : t('common.adCard.distanceNear')}</span>
                <span aria-hidden>·</span>
              </>
            ) : null}
            <span>{t('common.adCard.age', { age: ad.age })}</span>
            <span aria-hidden>·</span>
            <time dateTime={ad.listedAt}>{formatRelativeTime(ad.listedAt)}</time>
          </p>
          {/* The details its category shows on cards (issue 44): "₹2,000/hour · Languages spoken: Hindi, English". */}
          {details.length ? <p className="ad-card__details">{details.join(' · ')}</p> : null}
          <VerifiedBadges phoneVerifiedAt={ad.phoneVerifiedAt} photosVerifiedAt={ad.photosVerifiedAt} compact />
        </div>
      </Link>
      <FavouriteButton ad={ad} className="ad-card__heart" />
    </div>
  );
}
