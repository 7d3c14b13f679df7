import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { UserSummary as User } from '../providers/api';
import { useUpdateResource } from '../common/useUpdateResource';

/** Blocking stops the account from logging in; asks first, since it locks someone out. */
export function BlockButton() {
  const record = useRecordContext<User>();
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdateResource('users');
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const blocked = !record.blocked;
  const apply = () => {
    setAsking(false);
    update(
      { id: record.id, data: { blocked }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(blocked ? 'app.users.blocked' : 'app.users.unblocked', { type: 'success', messageArgs: { email: record.email } }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Button size="small" variant="outlined" color={blocked ? 'error' : 'success'} disabled={isPending} onClick={() => setAsking(true)}>
        {translate(blocked ? 'app.users.block' : 'app.users.unblock')}
      </Button>
      <Confirm
        isOpen={asking}
        title={blocked ? 'app.users.block_title' : 'app.users.unblock_title'}
        titleTranslateOptions={{ email: record.email }}
        content={blocked ? 'app.users.block_content' : 'app.users.unblock_content'}
        onConfirm={apply}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
