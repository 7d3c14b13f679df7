import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { STOREFRONT } from '../common/links';
import type { AdRecord } from '../providers/api';
import { Panel } from './StatusPanels';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function LatestListings({ ads }: { ads: AdRecord[] }) {
  return (
    <Panel title="Latest Listing" grow={2}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Location</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Posted</TableCell>
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
                  <Chip size="small" label={ad.status === 'ACTIVE' ? 'Activated' : 'Inactivated'} color={ad.status === 'ACTIVE' ? 'success' : 'warning'} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(ad.createdAt)}</TableCell>
              </TableRow>
            ))}
            {!ads.length && (
              <TableRow>
                <TableCell colSpan={4}>No listings yet</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {/* The storefront's posting form lives outside /admin: a plain link, not a router link. */}
        <Button variant="contained" startIcon={<AddIcon />} href={STOREFRONT.addPost}>
          Post New Listing
        </Button>
        <Button variant="outlined" component={Link} to="/ads">
          View All Listing
        </Button>
      </Box>
    </Panel>
  );
}
