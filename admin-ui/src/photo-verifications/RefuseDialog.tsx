import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { REFUSAL_REASONS, REFUSE_NOTE_MAX, type PhotoRefusalReason, type RefusePhotos } from './types';

interface Props {
  adTitle: string;
  busy: boolean;
  /** The server's detail when the last try failed */
  error?: string;
  onCancel: () => void;
  onConfirm: (body: RefusePhotos) => void;
}

/** Why the selfie does not prove the photos: a reason from the list, a note of one's own, or both (Other needs a note). Escape cancels. */
export function RefuseDialog({ adTitle, busy, error, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const translate = useTranslate();
  const [reason, setReason] = useState<PhotoRefusalReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    if (!reason && !trimmed) return setMissing('app.photo_verification.reason_or_note');
    if (reason === 'OTHER' && !trimmed) return setMissing('app.photo_verification.other_needs_note');
    onConfirm({ ...(reason ? { reason } : {}), ...(trimmed ? { note: trimmed } : {}) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{translate('app.photo_verification.refuse_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          “{adTitle}”
        </Typography>
        <DialogContentText variant="body2" sx={{ mb: 1 }}>
          {translate('app.photo_verification.refuse_explanation')}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <TextField
          select
          label={translate('app.photo_verification.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as PhotoRefusalReason | '');
            setMissing(null);
          }}
          error={!!missing}
          fullWidth
          margin="dense"
          autoFocus
        >
          <MenuItem value="">
            <em>{translate('app.photo_verification.no_reason')}</em>
          </MenuItem>
          {REFUSAL_REASONS.map((id) => (
            <MenuItem key={id} value={id} sx={{ whiteSpace: 'normal' }}>
              {translate(`app.photo_verification.reasons.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('app.photo_verification.note')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value.slice(0, REFUSE_NOTE_MAX));
            setMissing(null);
          }}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          margin="dense"
          error={!!missing}
          slotProps={{ htmlInput: { maxLength: REFUSE_NOTE_MAX } }}
          helperText={missing ? translate(missing) : `${note.length}/${REFUSE_NOTE_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {busy ? <CircularProgress size={19} thickness={3} /> : translate('app.photo_verification.refuse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
