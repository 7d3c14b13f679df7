import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList } from 'react-admin';
import type { DashboardStats } from '../providers/api';
import { Bars } from './Bars';
import { Donut } from './Donut';

export function Panel({ title, children, action, grow = 1 }: { title: string; children: ReactNode; action?: ReactNode; grow?: number }) {
  return (
    <Card sx={{ flex: `${grow} 1 320px`, minWidth: 0 }}>
      <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** The total of a filtered users list (one row fetched; the count comes from Content-Range). */
function useUserCount(filter: Record<string, unknown>): number {
  const { total } = useGetList('users', { filter, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
  return total ?? 0;
}

function UserStats() {
  const sellers = useUserCount({ role: 'USER' });
  const admins = useUserCount({ role: 'ADMIN' });
  const blocked = useUserCount({ blocked: true });
  return (
    <Bars
      rows={[
        { label: 'Sellers', value: sellers, color: '#1565c0' },
        { label: 'Admins', value: admins, color: '#6a1b9a' },
        { label: 'Blocked', value: blocked, color: '#c62828' },
      ]}
    />
  );
}

export function StatusPanels({ stats }: { stats?: DashboardStats }) {
  return (
    <>
      <Panel title="Listing Status">
        <Donut
          title="Listing status"
          slices={[
            { label: 'Activated', value: stats?.activeListings ?? 0, color: '#2e7d32' },
            { label: 'Inactivated', value: stats?.inactiveListings ?? 0, color: '#e65100' },
          ]}
        />
      </Panel>
      <Panel title="User Stats">
        <UserStats />
      </Panel>
    </>
  );
}
