import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorMessage } from '../providers/httpClient';
import { StatusButton } from './StatusButton';
import type { Ad } from './types';

/** Activate/Deactivate, Edit and Delete (after a confirmation), compact enough for the table. */
export function AdRowActions() {
  const record = useRecordContext<Ad>();
  const notify = useNotify();
  const translate = useTranslate();
  const [remove, { isPending }] = useDelete();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const doDelete = () => {
    setAsking(false);
    remove(
      'ads',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.ads.deleted', { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <StatusButton />
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton component={Link} to={`/ads/${record.id}`} aria-label={translate('app.ads.edit_named', { title: record.title })} size="small" color="primary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton aria-label={translate('app.ads.delete_named', { title: record.title })} size="small" color="error" disabled={isPending} onClick={() => setAsking(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm isOpen={asking} title="app.ads.delete_title" content="app.ads.delete_content" contentTranslateOptions={{ title: record.title }} onConfirm={doDelete} onClose={() => setAsking(false)} />
    </Box>
  );
}
