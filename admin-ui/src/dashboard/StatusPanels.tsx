import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  return (
    <Bars
      rows={[
        { label: translate('app.dashboard.sellers'), value: stats?.sellers ?? 0, color: '#1565c0' },
        { label: translate('app.dashboard.admins'), value: stats?.admins ?? 0, color: '#6a1b9a' },
        { label: translate('app.common.blocked'), value: stats?.blockedUsers ?? 0, color: '#c62828' },
      ]}
    />
  );
}

export function StatusPanels({ stats }: { stats?: DashboardStats }) {
  const translate = useTranslate();
  return (
    <>
      <Panel title={translate('app.dashboard.listing_status')}>
        <Donut
          title={translate('app.dashboard.listing_status_chart')}
          slices={[
            { label: translate('app.common.activated'), value: stats?.activeListings ?? 0, color: '#2e7d32' },
            { label: translate('app.common.inactivated'), value: stats?.inactiveListings ?? 0, color: '#e65100' },
          ]}
        />
      </Panel>
      <Panel title={translate('app.dashboard.user_stats')}>
        <UserStats stats={stats} />
      </Panel>
    </>
  );
}
