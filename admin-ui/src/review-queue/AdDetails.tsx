import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { indianDate } from '../common/dates';
import { AdPhotos } from './AdPhotos';
import type { ReviewAd } from './types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** What the seller wrote and showed: photos, title, description and the ad's facts. */
export function AdDetails({ ad, heading }: { ad: ReviewAd; heading?: string }) {
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
        <Fact label="Category">{ad.category}</Fact>
        <Fact label="District">
          {ad.location}, {ad.state}
        </Fact>
        <Fact label="Age">{ad.age}</Fact>
        <Fact label="Phone">{ad.phone || '—'}</Fact>
        <Fact label="Created">
          {indianDate(ad.createdAt)} (#{ad.id})
        </Fact>
      </Box>
    </Box>
  );
}
