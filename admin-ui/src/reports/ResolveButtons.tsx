import { Box, Button } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { Report } from './types';

/** An open report is resolved by taking the ad down, or dismissed. */
export function ResolveButtons() {
  const record = useRecordContext<Report>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || record.status !== 'OPEN') return null;
  const resolve = (action: 'DEACTIVATE' | 'DISMISS') =>
    update(
      'reports',
      { id: record.id, data: { action }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(action === 'DEACTIVATE' ? `Ad "${record.adTitle}" deactivated` : 'Report dismissed', { type: 'success' });
          refresh(); // other reports on the same ad are resolved with it
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button size="small" variant="contained" color="warning" disabled={isPending} onClick={() => resolve('DEACTIVATE')}>
        Deactivate ad
      </Button>
      <Button size="small" variant="outlined" disabled={isPending} onClick={() => resolve('DISMISS')}>
        Dismiss
      </Button>
    </Box>
  );
}
