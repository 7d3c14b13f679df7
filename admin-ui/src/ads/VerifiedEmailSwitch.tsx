import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { Ad } from './types';

/** Persists at once (the seed's switch was not wired); rolls back and says why if the call fails. */
export function VerifiedEmailSwitch() {
  const record = useRecordContext<Ad>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const toggle = (checked: boolean) =>
    update(
      'ads',
      { id: record.id, data: { verifiedEmail: checked }, previousData: record },
      {
        mutationMode: 'optimistic',
        onSuccess: () => notify(checked ? 'Email marked as verified' : 'Email marked as not verified', { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Switch
      checked={!!record.verifiedEmail}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => toggle(checked)}
      slotProps={{ input: { 'aria-label': `Verified email for ${record.title}` } }}
    />
  );
}
