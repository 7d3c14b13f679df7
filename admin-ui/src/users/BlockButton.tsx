import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { UserSummary as User } from '../providers/api';

/** Blocking stops the account from logging in; asks first, since it locks someone out. */
export function BlockButton() {
  const record = useRecordContext<User>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const blocked = !record.blocked;
  const apply = () => {
    setAsking(false);
    update(
      'users',
      { id: record.id, data: { blocked }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`${record.email} ${blocked ? 'blocked' : 'unblocked'}`, { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Button size="small" variant="outlined" color={blocked ? 'error' : 'success'} disabled={isPending} onClick={() => setAsking(true)}>
        {blocked ? 'Block' : 'Unblock'}
      </Button>
      <Confirm
        isOpen={asking}
        title={`${blocked ? 'Block' : 'Unblock'} ${record.email}?`}
        content={blocked ? 'The account can no longer log in or post.' : 'The account can log in again.'}
        onConfirm={apply}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
