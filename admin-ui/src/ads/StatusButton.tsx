import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { TakeDown } from '../common/take-down';
import { TakeDownDialog } from '../common/TakeDownDialog';
import { errorMessage } from '../providers/httpClient';
import { takeDownFields, type Ad } from './types';
import { useUpdateResource } from '../common/useUpdateResource';

/** Activate an inactive ad; deactivate (take down) an active one, after asking why: the seller is told. */
export function StatusButton() {
  const record = useRecordContext<Ad>();
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdateResource('ads');
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const next = record.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
  const change = (takeDown?: TakeDown) =>
    update(
      { id: record.id, data: { status: next, ...(takeDown && takeDownFields(takeDown)) }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(next === 'ACTIVE' ? 'app.ads.activated' : 'app.ads.deactivated', { type: 'success' });
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
        color={next === 'ACTIVE' ? 'success' : 'warning'}
        disabled={isPending}
        onClick={(e) => {
          e.stopPropagation();
          if (next === 'INACTIVE') setAsking(true);
          else change();
        }}
      >
        {translate(next === 'ACTIVE' ? 'app.ads.activate' : 'app.ads.deactivate')}
      </Button>
      <TakeDownDialog open={asking} adTitle={record.title} busy={isPending} onCancel={() => setAsking(false)} onConfirm={change} />
    </>
  );
}
