import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TakeDown } from '../common/take-down';
import { TakeDownDialog } from '../common/TakeDownDialog';
import { errorMessage } from '../providers/httpClient';
import type { Report } from './types';
import { useUpdateResource } from '../common/useUpdateResource';

type Resolution = { action: 'DEACTIVATE'; note?: string } | { action: 'DISMISS' };

/** An open report is resolved by taking the ad down (for the report's reason, with an optional note to the seller), or dismissed. */
export function ResolveButtons() {
  const record = useRecordContext<Report>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdateResource('reports');
  const [asking, setAsking] = useState(false);
  if (!record || record.status !== 'OPEN') return null;
  const resolve = (data: Resolution) =>
    update(
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(data.action === 'DEACTIVATE' ? 'app.reports.deactivated' : 'app.reports.dismissed', { type: 'success', messageArgs: { title: record.adTitle } });
          refresh(); // other reports on the same ad are resolved with it
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  const takeDown = ({ note }: TakeDown) => resolve({ action: 'DEACTIVATE', ...(note ? { note } : {}) });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" color="warning" disabled={isPending} onClick={() => setAsking(true)} sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.reports.deactivate')}
      </Button>
      <Button size="small" variant="outlined" disabled={isPending} onClick={() => resolve({ action: 'DISMISS' })}>
        {translate('app.common.dismiss')}
      </Button>
      <TakeDownDialog open={asking} adTitle={record.adTitle} reason={record.reason} busy={isPending} onCancel={() => setAsking(false)} onConfirm={takeDown} />
    </Box>
  );
}
