import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIndianDates } from '../common/dates';
import { AdPhotos } from './AdPhotos';
import type { ReviewAd } from './types';

/** `label` is a translation key. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** What the seller wrote and showed: photos, title, description and the ad's facts. */
export function AdDetails({ ad, heading }: { ad: ReviewAd; heading?: string }) {
  const { date } = useIndianDates();
  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
      {heading && (
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {heading}
        </Typography>
      )}
      <AdPhotos ad={ad} />
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
        <MuiLink component={Link} to={`/ads/${ad.id}`} underline="hover" color="inherit">
          {ad.title}
        </MuiLink>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '16em', overflowY: 'auto' }}>
        {ad.description}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.25, m: 0 }}>
        <Fact label="app.review.category">{ad.category}</Fact>
        <Fact label="app.review.district">
          {ad.location}, {ad.state}
        </Fact>
        <Fact label="app.review.age">{ad.age}</Fact>
        <Fact label="app.review.phone">{ad.phone || '—'}</Fact>
        <Fact label="app.review.created">
          {date(ad.createdAt)} (#{ad.id})
        </Fact>
      </Box>
    </Box>
  );
}
