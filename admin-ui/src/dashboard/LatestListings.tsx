import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIntlLocale } from '../common/dates';
import { STOREFRONT } from '../common/links';
import type { AdRecord } from '../providers/api';
import { Panel } from './StatusPanels';

const date = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });

export function LatestListings({ ads }: { ads: AdRecord[] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Panel title={translate('app.dashboard.latest_listing')} grow={2}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.ads.fields.title')}</TableCell>
              <TableCell>{translate('resources.ads.fields.location')}</TableCell>
              <TableCell>{translate('resources.ads.fields.status')}</TableCell>
              <TableCell>{translate('resources.ads.fields.createdAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ads.map((ad) => (
              <TableRow key={ad.id} hover>
                <TableCell sx={{ maxWidth: 220 }}>
                  <Typography component={Link} to={`/ads/${ad.id}`} variant="body2" noWrap sx={{ display: 'block', color: 'primary.main' }}>
                    {ad.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {ad.category}
                  </Typography>
                </TableCell>
                <TableCell>{ad.location}</TableCell>
                <TableCell>
                  <Chip size="small" label={translate(ad.status === 'ACTIVE' ? 'app.common.activated' : 'app.common.inactivated')} color={ad.status === 'ACTIVE' ? 'success' : 'warning'} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(ad.createdAt, locale)}</TableCell>
              </TableRow>
            ))}
            {!ads.length && (
              <TableRow>
                <TableCell colSpan={4}>{translate('app.dashboard.no_listings')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {/* The storefront's posting form lives outside /admin: a plain link, not a router link. */}
        <Button variant="contained" startIcon={<AddIcon />} href={STOREFRONT.addPost}>
          {translate('app.dashboard.post_new_listing')}
        </Button>
        <Button variant="outlined" component={Link} to="/ads">
          {translate('app.dashboard.view_all_listing')}
        </Button>
      </Box>
    </Panel>
  );
}
