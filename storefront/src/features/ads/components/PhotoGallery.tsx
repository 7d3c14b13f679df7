import Image from 'antd/es/image';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdImage } from '../../../api/types';

/** A large photo with a strip of thumbnails; tapping the photo opens the full-screen viewer. */
export function PhotoGallery({ images, title }: { images: AdImage[]; title: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  if (!images.length) {
    return (
      <div className="gallery gallery--empty">
        <PictureOutlined aria-hidden /> <span>{t('ads.gallery.noPhotos')}</span>
      </div>
    );
  }
  return (
    <div className="gallery">
      <Image.PreviewGroup items={images.map((image) => image.url)} preview={{ current, onChange: setCurrent }}>
        <div className="gallery__main">
          <Image src={images[current].url} alt={t('ads.gallery.photoOf', { title, index: current + 1, total: images.length })} />
          <span className="gallery__count">
            {current + 1} / {images.length}
          </span>
        </div>
      </Image.PreviewGroup>
      {images.length > 1 ? (
        <div className="gallery__thumbs" role="tablist" aria-label={t('ads.gallery.photos')}>
          {images.map((image, index) => (
            <button
              key={image.url}
              type="button"
              role="tab"
              aria-selected={index === current}
              aria-label={t('ads.gallery.photo', { index: index + 1 })}
              className={`gallery__thumb${index === current ? ' gallery__thumb--active' : ''}`}
              onClick={() => setCurrent(index)}
            >
              <img src={image.thumbUrl || image.url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
