import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Ad } from './types';

/** The seed's Images / Hide toggle: the ad's photos as thumbnails, on demand. */
export function ImagesToggle() {
  const record = useRecordContext<Ad>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const images = record?.images ?? [];
  if (!images.length) return <span>—</span>;
  return (
    <Box>
      <Button size="small" variant="text" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ textTransform: 'none', minWidth: 0, whiteSpace: 'nowrap' }}>
        {open ? translate('app.ads.hide') : translate('app.ads.images', { count: images.length })}
      </Button>
      {open && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, maxWidth: 180 }}>
          {images.map((src) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <Box component="img" src={src} alt="" loading="lazy" sx={{ width: 52, height: 52, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
            </a>
          ))}
        </Box>
      )}
    </Box>
  );
}
