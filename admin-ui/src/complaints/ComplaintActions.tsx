import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { ActionDialog } from './ActionDialog';
import { actionsFor, type ComplaintAction } from './actions';
import type { Complaint } from './types';

/** The kinds whose photos a take-down remembers (backend REMOVAL_KINDS). */
const REMEMBERS_PHOTOS = new Set(['INTIMATE_IMAGE', 'IMPERSONATION']);

/**
 * The buttons for what can still be done to the complaint, each asking first in a dialog; the API's refusal (its
 * detail) shows in the dialog, and a done action refreshes the page and says so.
 */
export function ComplaintActions({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<ComplaintAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const actions = actionsFor(complaint);
  const key = (action: ComplaintAction, part: string) => `app.complaints.actions.${action.id}.${part}`;

  const ask = (action: ComplaintAction) => {
    setError(undefined);
    setAsking(action);
  };
  const confirm = async (action: ComplaintAction, text: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await action.run(dataProvider, complaint, text);
      setAsking(null);
      notify(key(action, 'done'), { type: 'success' });
      refresh();
    } catch (caught) {
      // A 401/403 has already ended the session (useDataProvider asks authProvider.checkError).
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {complaint.status === 'CLOSED' && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.complaints.none_left')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {actions.map((action) => (
          <Button key={action.id} size="small" variant={action.color === 'primary' ? 'outlined' : 'contained'} color={action.color} onClick={() => ask(action)}>
            {translate(key(action, 'button'))}
          </Button>
        ))}
      </Box>
      {asking && (
        <ActionDialog
          title={translate(key(asking, 'title'))}
          explanation={[
            translate(key(asking, 'explanation'), { email: complaint.email }),
            ...(asking.id === 'take-down-ad' && REMEMBERS_PHOTOS.has(complaint.kind) ? [translate('app.complaints.photos_remembered')] : []),
          ]}
          confirm={translate(key(asking, 'button'))}
          color={asking.color}
          text={asking.text}
          busy={busy}
          error={error}
          onCancel={() => setAsking(null)}
          onConfirm={(text) => void confirm(asking, text)}
        />
      )}
    </Box>
  );
}
