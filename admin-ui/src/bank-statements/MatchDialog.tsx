import { Alert, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import { bookedDay } from './LineCard';
import type { StatementLine, TopUp } from './types';

/** What the API keeps of a note (MatchStatementLineDto, IgnoreStatementLineDto). */
export const NOTE_MAX = 200;

interface Props {
  line: StatementLine;
  /** The top-ups of the statement's period that no credit paid; undefined while they load */
  unpaid: TopUp[] | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (body: { paymentId: number; creditReceived?: boolean; note?: string }) => void;
}

/**
 * Which top-up a credit with no top-up paid: one of those still waiting in the statement's period, or any by its id.
 * When the amounts differ, the admin says to approve what arrived; otherwise the API refuses and says why.
 */
export function MatchDialog({ line, unpaid, busy, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [picked, setPicked] = useState('');
  const [typed, setTyped] = useState('');
  const [creditReceived, setCreditReceived] = useState(false);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const typedId = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null;
  const paymentId = typedId ?? (picked ? Number(picked) : null);
  const chosen = unpaid?.find((payment) => payment.id === paymentId);
  const amountsDiffer = !!chosen && chosen.charged !== line.amount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!paymentId) return setMissing(true);
    onConfirm({ paymentId, ...(creditReceived ? { creditReceived } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{translate('app.statements.match_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {rupees(line.amount, locale)} · {bookedDay(line.bookedOn)} · {line.narration}
        </DialogContentText>
        <DialogContentText variant="body2" sx={{ mb: 1 }}>
          {translate('app.statements.match_help')}
        </DialogContentText>
        {unpaid && !unpaid.length && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('app.statements.no_unpaid')}
          </Alert>
        )}
        <TextField
          select
          label={translate('app.statements.pick_unpaid')}
          value={picked}
          onChange={(event) => {
            setPicked(event.target.value);
            setTyped('');
            setMissing(false);
          }}
          disabled={!unpaid?.length}
          fullWidth
          margin="dense"
          autoFocus
        >
          {(unpaid ?? []).map((payment) => (
            <MenuItem key={payment.id} value={String(payment.id)} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {translate('app.statements.unpaid_option', { id: payment.id, amount: rupees(payment.charged, locale), reference: payment.reference ?? '—', email: payment.email })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('app.statements.type_id')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value.replace(/[^\d]/g, ''));
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? translate('app.statements.pick_or_type') : ' '}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={creditReceived} onChange={(event) => setCreditReceived(event.target.checked)} />}
          label={translate(amountsDiffer ? 'app.statements.credit_received_differs' : 'app.statements.credit_received', {
            amount: rupees(line.amount, locale),
            asked: chosen ? rupees(chosen.charged, locale) : '',
          })}
        />
        <TextField
          label={translate('app.statements.note')}
          value={note}
          onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="success" disabled={busy}>
          {busy ? <CircularProgress size={19} thickness={3} /> : translate('app.statements.approve_top_up')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
