import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { NOTE_MAX, TAKE_DOWN_REASON_CHOICES, TAKE_DOWN_REASONS, type TakeDown, type TakeDownReason } from './take-down';

interface Props {
  open: boolean;
  /** The ad's title, as the admin knows it */
  adTitle: string;
  /** A report's own reason: shown, not chosen (resolving a report sends only the note) */
  reason?: TakeDownReason;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (takeDown: TakeDown) => void;
}

/**
 * Asks why an ad is taken down, and for an optional note: the seller is told both, by mail and in their
 * Activity. Its own form stops its submit event, which React would otherwise carry through the portal to
 * a form around the button that opened it (the ad's edit page).
 */
export function TakeDownDialog({ open, adTitle, reason: fixedReason, busy = false, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const translate = useTranslate();
  const [reason, setReason] = useState<TakeDownReason | ''>('');
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const chosen = fixedReason ?? reason;

  const reset = () => {
    setReason('');
    setNote('');
    setMissingReason(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!chosen) return setMissingReason(true);
    onConfirm({ reason: chosen, note: note.trim() });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object, transition: { onExited: reset } }}
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{translate('app.take_down.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          “{adTitle}”
        </Typography>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('app.take_down.explanation')}
        </DialogContentText>
        {fixedReason ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.take_down.reason')}: <strong>{translate(TAKE_DOWN_REASONS[fixedReason])}</strong> {translate('app.take_down.reports_reason')}
          </Typography>
        ) : (
          <TextField
            select
            label={translate('app.take_down.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as TakeDownReason);
              setMissingReason(false);
            }}
            required
            error={missingReason}
            helperText={translate(missingReason ? 'app.take_down.choose_reason' : 'app.take_down.reason_help')}
            fullWidth
            margin="dense"
            autoFocus
          >
            {TAKE_DOWN_REASON_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={translate('app.take_down.note')}
          value={note}
          onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          margin="dense"
          autoFocus={!!fixedReason}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          helperText={`${note.length}/${NOTE_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="warning" disabled={busy}>
          {busy ? <CircularProgress size={19} thickness={3} /> : translate('app.take_down.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
