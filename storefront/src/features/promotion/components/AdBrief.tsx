import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AdBriefProps {
  adId: number;
  title: string;
  image: string | null;
  /** A line under the title (an expiry, for example) */
  children?: ReactNode;
}

/** The ad a checkout or a renewal is about: its photo, number and title. */
export function AdBrief({ adId, title, image, children }: AdBriefProps) {
  const { t } = useTranslation();
  return (
    <div className="checkout__ad">
      <div className="ad-thumb checkout__image">{image ? <img src={image} alt="" /> : <PictureOutlined aria-hidden />}</div>
      <div>
        <p className="muted">{t('promotion.adBrief.number', { id: adId })}</p>
        <h2 className="checkout__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
