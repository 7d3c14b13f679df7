import { Box, Button, Tooltip } from '@mui/material';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { QrCode } from './types';
import { useUpdateResource } from '../common/useUpdateResource';

/** Set Active (disabled for the active code) and Delete (the active code cannot be deleted). */
export function QrActions() {
  const record = useRecordContext<QrCode>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdateResource('qr-codes');
  if (!record) return null;
  const activate = () =>
    update(
      { id: record.id, data: { isActive: true }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.qr_codes.now_active', { type: 'success', messageArgs: { upi: record.upiId } });
          refresh(); // the previously active code was switched off by the server
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Button size="small" variant="contained" disabled={record.isActive || isPending} onClick={activate}>
        {translate(record.isActive ? 'app.common.active' : 'app.qr_codes.set_active')}
      </Button>
      {record.isActive ? (
        <Tooltip title={translate('app.qr_codes.activate_another_first')}>
          <span>
            <DeleteWithConfirmButton disabled />
          </span>
        </Tooltip>
      ) : (
        <DeleteWithConfirmButton confirmTitle="app.qr_codes.delete_title" titleTranslateOptions={{ upi: record.upiId }} mutationMode="pessimistic" />
      )}
    </Box>
  );
}
