import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useTranslation } from 'react-i18next';
import type { AdSummary } from '../../../api/types';
import { toggleFavourite } from '../../../lib/favourites';
import { districtName } from '../../../lib/local-names';

/** A favourite whose ad has ended (expired, taken down or withdrawn): greyed, no link, and a way to remove it. */
export function EndedCard({ ad }: { ad: AdSummary }) {
  const { t } = useTranslation();
  return (
    <div className="ad-card ad-card--ended">
      <div className="ad-thumb ad-card__media">{ad.thumbUrl ? <img src={ad.thumbUrl} alt="" loading="lazy" decoding="async" /> : <PictureOutlined className="ad-card__placeholder" aria-hidden />}</div>
      <div className="ad-card__body">
        <h3 className="ad-card__title">{ad.title}</h3>
        <p className="ad-card__meta">
          <Tag>{t('favourites.ended.tag')}</Tag> {districtName(ad.location)}
        </p>
        <Button size="small" className="ad-card__remove" onClick={() => void toggleFavourite(ad)} aria-label={t('favourites.ended.removeOne', { title: ad.title })}>
          {t('favourites.ended.remove')}
        </Button>
      </div>
    </div>
  );
}
