import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
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

function UserStats({ stats }: { stats?: DashboardStats }) {
  return (
    <Bars
      rows={[
        { label: 'Sellers', value: stats?.sellers ?? 0, color: '#1565c0' },
        { label: 'Admins', value: stats?.admins ?? 0, color: '#6a1b9a' },
        { label: 'Blocked', value: stats?.blockedUsers ?? 0, color: '#c62828' },
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
        <UserStats stats={stats} />
      </Panel>
    </>
  );
}
