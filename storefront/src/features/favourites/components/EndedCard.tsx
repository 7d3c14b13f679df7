import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { AdSummary } from '../../../api/types';
import { toggleFavourite } from '../../../lib/favourites';

/** A favourite whose ad has ended (expired, taken down or withdrawn): greyed, no link, and a way to remove it. */
export function EndedCard({ ad }: { ad: AdSummary }) {
  return (
    <div className="ad-card ad-card--ended">
      <div className="ad-thumb ad-card__media">{ad.thumbUrl ? <img src={ad.thumbUrl} alt="" loading="lazy" decoding="async" /> : <PictureOutlined className="ad-card__placeholder" aria-hidden />}</div>
      <div className="ad-card__body">
        <h3 className="ad-card__title">{ad.title}</h3>
        <p className="ad-card__meta">
          <Tag>Ended</Tag> {ad.location.district}
        </p>
        <Button size="small" className="ad-card__remove" onClick={() => void toggleFavourite(ad)} aria-label={`Remove ${ad.title} from favourites`}>
          Remove
        </Button>
      </div>
    </div>
  );
}
