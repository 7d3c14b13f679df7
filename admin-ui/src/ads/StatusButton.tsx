import { Button } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { Ad } from './types';

/** Activate an inactive ad, deactivate an active one. */
export function StatusButton() {
  const record = useRecordContext<Ad>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const next = record.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
  const change = () =>
    update(
      'ads',
      { id: record.id, data: { status: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(next === 'ACTIVE' ? 'Ad activated' : 'Ad deactivated', { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Button
      size="small"
      variant="outlined"
      sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      color={next === 'ACTIVE' ? 'success' : 'warning'}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        change();
      }}
    >
      {next === 'ACTIVE' ? 'Activate' : 'Deactivate'}
    </Button>
  );
}
