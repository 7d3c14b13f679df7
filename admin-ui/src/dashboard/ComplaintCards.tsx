import GavelIcon from '@mui/icons-material/Gavel';
import ReplayIcon from '@mui/icons-material/Replay';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import { Box } from '@mui/material';
import { useGetList } from 'react-admin';
import { listUrl } from '../common/links';
import { StatCard } from './StatCards';

/** How many complaints a filter matches: the total of a one-item page (its Content-Range), as the review queue's card. */
function useComplaintCount(filter: Record<string, unknown>) {
  return useGetList('complaints', { pagination: { page: 1, perPage: 1 }, sort: { field: 'nextDueAt', order: 'ASC' }, filter }).total;
}

/**
 * The Grievance Officer's counts (IT Rules 2021, rule 3(2)): open complaints, appealed ones (reopened with a new
 * 15-day clock) and those past a deadline, each opening the queue filtered to them; overdue ones turn the card red.
 */
export function ComplaintCards() {
  const open = useComplaintCount({ status: 'OPEN' });
  const appealed = useComplaintCount({ status: 'APPEALED' });
  const overdue = useComplaintCount({ overdue: true });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <StatCard label="app.dashboard.complaints_open" value={open} to={listUrl('/complaints', { status: 'OPEN' })} color="#5d4037" icon={<GavelIcon />} />
      {!!appealed && <StatCard label="app.dashboard.complaints_appealed" value={appealed} to={listUrl('/complaints', { status: 'APPEALED' })} color="#ad1457" icon={<ReplayIcon />} />}
      <StatCard label="app.dashboard.complaints_overdue" value={overdue} to={listUrl('/complaints', { overdue: true })} color={overdue ? '#c62828' : '#9e9e9e'} icon={<TimerOffIcon />} />
    </Box>
  );
}
