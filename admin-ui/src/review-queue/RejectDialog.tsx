import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { REJECT_NOTE_MAX, type RejectAd, type RejectionReason } from './types';

interface Props {
  adTitle: string;
  busy: boolean;
  /** The server's detail when the last try failed */
  error?: string;
  onCancel: () => void;
  onConfirm: (body: RejectAd) => void;
}

/**
 * Why the ad is refused: one of the admins' rejection reasons (Settings → Rejection reasons), a note of
 * one's own, or both; the seller is told them and may edit the ad to try again. Escape cancels.
 */
export function RejectDialog({ adTitle, busy, error, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const translate = useTranslate();
  const { data: reasons = [], isPending } = useGetList<RejectionReason>('rejection-reasons', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    if (!reasonId && !trimmed) return setMissing(true);
    onConfirm({ ...(reasonId ? { reasonId } : {}), ...(trimmed ? { note: trimmed } : {}) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{translate('app.review.reject_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          “{adTitle}”
        </Typography>
        <DialogContentText variant="body2" sx={{ mb: 1 }}>
          {translate('app.review.reject_explanation')}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <TextField
          select
          label={translate('app.take_down.reason')}
          value={reasonId}
          onChange={(event) => {
            setReasonId(event.target.value === '' ? '' : Number(event.target.value));
            setMissing(false);
          }}
          error={missing}
          helperText={translate(isPending ? 'app.review.loading_reasons' : 'app.review.reasons_help')}
          fullWidth
          margin="dense"
          autoFocus
        >
          <MenuItem value="">
            <em>{translate('app.review.no_reason')}</em>
          </MenuItem>
          {reasons.map((reason) => (
            <MenuItem key={reason.id} value={reason.id} sx={{ whiteSpace: 'normal' }}>
              {reason.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('app.review.note')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value.slice(0, REJECT_NOTE_MAX));
            setMissing(false);
          }}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          margin="dense"
          error={missing}
          slotProps={{ htmlInput: { maxLength: REJECT_NOTE_MAX } }}
          helperText={missing ? translate('app.review.reason_or_note') : `${note.length}/${REJECT_NOTE_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {busy ? <CircularProgress size={19} thickness={3} /> : translate('app.review.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
