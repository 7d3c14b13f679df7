import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PhotoVerifyIcon from '@mui/icons-material/HowToReg';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIntlLocale } from '../common/dates';
import { listUrl } from '../common/links';
import type { DashboardStats } from '../providers/api';

interface StatCardProps {
  label: string;
  value: number | undefined;
  to: string;
  color: string;
  icon: ReactNode;
}

/** `label` is a translation key. */
export function StatCard({ label, value, to, color, icon }: StatCardProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Card sx={{ flex: '1 1 180px', borderTop: `4px solid ${color}` }}>
      <CardActionArea component={Link} to={to} sx={{ p: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {value === undefined ? '…' : value.toLocaleString(locale)}
          </Typography>
        </Box>
        <Box sx={{ color, '& svg': { fontSize: 44 } }}>{icon}</Box>
      </CardActionArea>
    </Card>
  );
}

/** Ads waiting for review: the queue's total from a one-item page (its Content-Range); the stats do not count it. */
function ReviewQueueCard() {
  const { total } = useGetList('review-queue', { pagination: { page: 1, perPage: 1 }, sort: { field: 'submittedAt', order: 'ASC' } });
  return <StatCard label="app.dashboard.waiting_for_review" value={total} to="/review-queue" color="#00838f" icon={<RateReviewIcon />} />;
}

/** Selfies waiting for a moderator (photo verification), the same way. */
function PhotoVerificationCard() {
  const { total } = useGetList('photo-verifications', { pagination: { page: 1, perPage: 1 }, sort: { field: 'submittedAt', order: 'ASC' } });
  return <StatCard label="app.dashboard.waiting_for_photo_verification" value={total} to="/photo-verifications" color="#ad1457" icon={<PhotoVerifyIcon />} />;
}

/** The four counts, each opening the list it counts (seed: /inactiveList, /activatedList, /user, /installed-countries), and the review queue's. */
export function StatCards({ stats }: { stats?: DashboardStats }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <StatCard label="app.dashboard.inactivated_listing" value={stats?.inactiveListings} to={listUrl('/ads', { status: 'INACTIVE' })} color="#e65100" icon={<BlockIcon />} />
      <StatCard label="app.dashboard.activated_listing" value={stats?.activeListings} to={listUrl('/ads', { status: 'ACTIVE' })} color="#2e7d32" icon={<CheckCircleIcon />} />
      <StatCard label="app.dashboard.user" value={stats?.users} to="/users" color="#1565c0" icon={<PeopleIcon />} />
      <StatCard label="app.dashboard.installed_countries" value={stats?.installedCountries} to="/locations" color="#6a1b9a" icon={<PublicIcon />} />
      <ReviewQueueCard />
      <PhotoVerificationCard />
    </Box>
  );
}
