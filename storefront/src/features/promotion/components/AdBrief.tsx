import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { ReactNode } from 'react';

interface AdBriefProps {
  adId: number;
  title: string;
  image: string | null;
  /** A line under the title (an expiry, for example) */
  children?: ReactNode;
}

/** The ad a checkout or a renewal is about: its photo, number and title. */
export function AdBrief({ adId, title, image, children }: AdBriefProps) {
  return (
    <div className="checkout__ad">
      <div className="ad-thumb checkout__image">{image ? <img src={image} alt="" /> : <PictureOutlined aria-hidden />}</div>
      <div>
        <p className="muted">Ad #{adId}</p>
        <h2 className="checkout__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
