import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TakeDown } from '../common/take-down';
import { TakeDownDialog } from '../common/TakeDownDialog';
import { errorMessage } from '../providers/httpClient';
import { topReason, type ReportedAd, type SettleReports } from './types';
import { useUpdateResource } from '../common/useUpdateResource';

/**
 * Settles every open report of the ad at once: take the ad down (the seller is told its most reported reason and
 * your note), or dismiss them (an ad the reports had hidden goes back on the site).
 */
export function SettleButtons() {
  const record = useRecordContext<ReportedAd>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdateResource('reported-ads');
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const settle = (data: SettleReports) =>
    update(
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(data.action === 'DEACTIVATE' ? 'app.reported_ads.taken_down' : 'app.reported_ads.dismissed', { type: 'success', messageArgs: { title: record.adTitle } });
          refresh(); // the ad leaves the list: it has no open reports left
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  const takeDown = ({ note }: TakeDown) => settle({ action: 'DEACTIVATE', ...(note ? { note } : {}) });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {!record.takenDown && (
        <Button size="small" variant="contained" color="warning" disabled={isPending} onClick={() => setAsking(true)} sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.reported_ads.take_down')}
        </Button>
      )}
      <Button size="small" variant="outlined" disabled={isPending} onClick={() => settle({ action: 'DISMISS' })}>
        {translate('app.common.dismiss')}
      </Button>
      <TakeDownDialog open={asking} adTitle={record.adTitle} reason={topReason(record)} busy={isPending} onCancel={() => setAsking(false)} onConfirm={takeDown} />
    </Box>
  );
}
