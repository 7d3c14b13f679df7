import Image from 'antd/es/image';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useState } from 'react';
import type { AdImage } from '../../../api/types';

/** A large photo with a strip of thumbnails; tapping the photo opens the full-screen viewer. */
export function PhotoGallery({ images, title }: { images: AdImage[]; title: string }) {
  const [current, setCurrent] = useState(0);
  if (!images.length) {
    return (
      <div className="gallery gallery--empty">
        <PictureOutlined aria-hidden /> <span>No photos</span>
      </div>
    );
  }
  return (
    <div className="gallery">
      <Image.PreviewGroup items={images.map((image) => image.url)} preview={{ current, onChange: setCurrent }}>
        <div className="gallery__main">
          <Image src={images[current].url} alt={`${title}, photo ${current + 1} of ${images.length}`} />
          <span className="gallery__count">
            {current + 1} / {images.length}
          </span>
        </div>
      </Image.PreviewGroup>
      {images.length > 1 ? (
        <div className="gallery__thumbs" role="tablist" aria-label="Photos">
          {images.map((image, index) => (
            <button
              key={image.url}
              type="button"
              role="tab"
              aria-selected={index === current}
              aria-label={`Photo ${index + 1}`}
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
