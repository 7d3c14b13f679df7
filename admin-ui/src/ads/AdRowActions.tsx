import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../messages';
import { errorMessage } from '../providers/httpClient';
import { StatusButton } from './StatusButton';
import type { Ad } from './types';

/** Activate/Deactivate, Edit and Delete (after a confirmation), compact enough for the table. */
export function AdRowActions() {
  const record = useRecordContext<Ad>();
  const notify = useNotify();
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
        onSuccess: () => notify(MESSAGES.adDeleted, { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <StatusButton />
      <Tooltip title="Edit">
        <IconButton component={Link} to={`/ads/${record.id}`} aria-label={`Edit ${record.title}`} size="small" color="primary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${record.title}`} size="small" color="error" disabled={isPending} onClick={() => setAsking(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm isOpen={asking} title="Delete this ad?" content={`"${record.title}" and its photos are removed for good.`} onConfirm={doDelete} onClose={() => setAsking(false)} />
    </Box>
  );
}
