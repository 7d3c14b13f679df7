import { Alert, Box } from '@mui/material';
import { Title, useAuthState } from 'react-admin';
import { useApiQuery } from '../common/useApiQuery';
import { api } from '../providers/api';
import { ComplaintCards } from './ComplaintCards';
import { errorMessage } from '../providers/httpClient';
import { LatestListings } from './LatestListings';
import { LatestUsers } from './LatestUsers';
import { SetupChecklist } from './SetupChecklist';
import { StatCards } from './StatCards';
import { StatusPanels } from './StatusPanels';

/** Real counts from GET /api/admin/dashboard/stats (the seed's were placeholders), after what is left to set up. */
export function Dashboard() {
  // Nothing is fetched until the session is known to be good: a logged-out visit goes to the login page once.
  const { authenticated } = useAuthState();
  return authenticated ? <DashboardContent /> : null;
}

function DashboardContent() {
  const { data: stats, error } = useApiQuery(['dashboard-stats'], api.dashboardStats);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, mt: 2 }}>
      <Title title="ra.page.dashboard" />
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      <SetupChecklist />
      <StatCards stats={stats} />
      <ComplaintCards />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <StatusPanels stats={stats} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <LatestListings ads={stats?.latestListings ?? []} />
        <LatestUsers users={stats?.latestUsers ?? []} />
      </Box>
    </Box>
  );
}
