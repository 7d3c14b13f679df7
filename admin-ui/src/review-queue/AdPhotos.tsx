import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, ButtonBase, Dialog, DialogActions, DialogContent, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ReviewAd } from './types';

/** One photo at a time, as large as the window allows; ← and → step through them. */
function PhotoViewer({ ad, start, onClose }: { ad: ReviewAd; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const translate = useTranslate();
  const count = ad.images.length;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      slotProps={{ paper: { 'aria-label': translate('app.review.photo_of', { index: index + 1, count, title: ad.title }), sx: { minWidth: 300 } } }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step(-1);
        if (event.key === 'ArrowRight') step(1);
      }}
    >
      <DialogContent sx={{ p: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'common.black' }}>
        <Box
          component="img"
          src={ad.images[index]}
          alt={translate('app.review.photo_of', { index: index + 1, count, title: ad.title })}
          sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block' }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {count > 1 && (
          <>
            <IconButton onClick={() => step(-1)} aria-label={translate('app.review.previous_photo')}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="body2">
              {index + 1} / {count}
            </Typography>
            <IconButton onClick={() => step(1)} aria-label={translate('app.review.next_photo')}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button href={ad.images[index]} target="_blank" rel="noreferrer" endIcon={<OpenInNewIcon />}>
          {translate('app.review.full_size')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The ad's photos as thumbnails; a click enlarges one. */
export function AdPhotos({ ad }: { ad: ReviewAd }) {
  const [open, setOpen] = useState<number | null>(null);
  const translate = useTranslate();
  if (!ad.images.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.review.no_photos')}
      </Typography>
    );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ad.images.map((src, index) => (
          <ButtonBase
            key={src}
            onClick={() => setOpen(index)}
            aria-label={translate('app.review.enlarge_photo', { index: index + 1 })}
            sx={{ borderRadius: 1, overflow: 'hidden', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
          >
            <Box
              component="img"
              src={ad.thumbUrls[index] ?? src}
              alt={translate('app.review.photo', { index: index + 1 })}
              loading="lazy"
              sx={{ width: { xs: 96, sm: 112 }, height: { xs: 96, sm: 112 }, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
            />
          </ButtonBase>
        ))}
      </Box>
      {open !== null && <PhotoViewer ad={ad} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}
