import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { ActionDialog } from '../complaints/ActionDialog';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import type { Breach } from './types';

type ActionId = 'notify' | 'intimation' | 'report';

/** How many the notice would mail now: those listed and not mailed, or every account before they are listed. */
const unmailed = (b: Breach) => b.affectedCount - b.notifiedCount;

/**
 * Whether each action still applies: the notice while someone listed is not mailed (for every account, always: one
 * who signed up since is not listed yet, and pressing again mails nobody twice); each of the Board's steps until
 * recorded (the API keeps the first time).
 */
const APPLIES: Record<ActionId, (b: Breach) => boolean> = {
  notify: (b) => b.allUsers || unmailed(b) > 0,
  intimation: (b) => !b.boardIntimatedAt,
  report: (b) => !b.boardReportedAt,
};

/**
 * The breach's duties as buttons, each asked first in a dialog: mail the notice to those affected, record that the
 * Board was told, record that the detailed report was filed. The API's refusal (the report before the cause and
 * remedial measures are written: 409) shows in the dialog.
 */
export function BreachActions({ breach }: { breach: Breach }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { dateTime } = useIndianDates();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [asking, setAsking] = useState<ActionId | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<{ queued: number; notifiedCount: number }>();
  const actions = (Object.keys(APPLIES) as ActionId[]).filter((id) => APPLIES[id](breach));
  const key = (id: ActionId, part: string) => `app.breaches.actions.${id}.${part}`;

  const run = async (id: ActionId) => {
    setBusy(true);
    setError(undefined);
    try {
      if (id === 'notify') setSent((await dataProvider.notifyBreach(breach.id)).data);
      else await dataProvider.recordBreachBoardStep(breach.id, id === 'intimation' ? 'INTIMATION' : 'REPORT');
      setAsking(null);
      notify(key(id, 'done'), { type: 'success' });
      refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const explanation = (id: ActionId) =>
    id === 'notify'
      ? breach.allUsers
        ? translate('app.breaches.actions.notify.explanation_all')
        : translate('app.breaches.actions.notify.explanation', { smart_count: unmailed(breach) })
      : translate(key(id, 'explanation'));

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25, typography: 'body2' }}>
        <li>
          {breach.usersNotifiedAt
            ? translate('app.breaches.status.notified', { notified: breach.notifiedCount, affected: breach.affectedCount, date: dateTime(breach.usersNotifiedAt) })
            : translate('app.breaches.status.not_notified')}
        </li>
        <li>{breach.boardIntimatedAt ? translate('app.breaches.status.intimated', { date: dateTime(breach.boardIntimatedAt) }) : translate('app.breaches.status.not_intimated')}</li>
        <li>{breach.boardReportedAt ? translate('app.breaches.status.reported', { date: dateTime(breach.boardReportedAt) }) : translate('app.breaches.status.not_reported')}</li>
      </Box>
      {sent && (
        <Alert severity="success" onClose={() => setSent(undefined)}>
          {translate('app.breaches.actions.notify.queued', { smart_count: sent.queued })}; {translate('app.breaches.actions.notify.mailed_total', { smart_count: sent.notifiedCount })}.
        </Alert>
      )}
      {actions.length ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {actions.map((id) => (
            <Button
              key={id}
              size="small"
              variant={id === 'notify' ? 'contained' : 'outlined'}
              color={id === 'notify' ? 'warning' : 'primary'}
              onClick={() => {
                setError(undefined);
                setAsking(id);
              }}
            >
              {translate(key(id, 'button'))}
            </Button>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.breaches.none_left')}
        </Typography>
      )}
      {asking && (
        <ActionDialog
          title={
            asking === 'notify' && !breach.allUsers
              ? translate('app.breaches.actions.notify.title', { smart_count: unmailed(breach) })
              : translate(key(asking, asking === 'notify' ? 'title_all' : 'title'))
          }
          explanation={[explanation(asking)]}
          confirm={translate(key(asking, 'confirm'))}
          color={asking === 'notify' ? 'warning' : 'primary'}
          busy={busy}
          error={error}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(asking)}
        />
      )}
    </Box>
  );
}
