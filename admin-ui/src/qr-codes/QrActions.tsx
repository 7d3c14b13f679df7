import { Box, Button, Tooltip } from '@mui/material';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { QrCode } from './types';

/** Set Active (disabled for the active code) and Delete (the active code cannot be deleted). */
export function QrActions() {
  const record = useRecordContext<QrCode>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const activate = () =>
    update(
      'qr-codes',
      { id: record.id, data: { isActive: true }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${record.upiId} is now the active QR code`, { type: 'success' });
          refresh(); // the previously active code was switched off by the server
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Button size="small" variant="contained" disabled={record.isActive || isPending} onClick={activate}>
        {record.isActive ? 'Active' : 'Set Active'}
      </Button>
      {record.isActive ? (
        <Tooltip title="Make another code active first">
          <span>
            <DeleteWithConfirmButton disabled />
          </span>
        </Tooltip>
      ) : (
        <DeleteWithConfirmButton confirmTitle={`Delete QR code ${record.upiId}?`} mutationMode="pessimistic" />
      )}
    </Box>
  );
}
