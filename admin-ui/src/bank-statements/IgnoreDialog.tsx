import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import { bookedDay } from './LineCard';
import { NOTE_MAX } from './MatchDialog';
import type { StatementLine } from './types';

interface Props {
  line: StatementLine;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

/** A credit that is no top-up (a refund, the owner's own transfer): settled with a note saying what it is. */
export function IgnoreDialog({ line, busy, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setMissing(true);
    onConfirm(note.trim());
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{translate('app.statements.ignore_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {rupees(line.amount, locale)} · {bookedDay(line.bookedOn)} · {line.narration}
        </DialogContentText>
        <DialogContentText variant="body2" sx={{ mb: 1 }}>
          {translate('app.statements.ignore_help')}
        </DialogContentText>
        <TextField
          label={translate('app.statements.ignore_note')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value.slice(0, NOTE_MAX));
            setMissing(false);
          }}
          required
          multiline
          minRows={2}
          fullWidth
          margin="dense"
          autoFocus
          error={missing}
          helperText={missing ? translate('app.statements.ignore_note_missing') : `${note.length}/${NOTE_MAX}`}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? <CircularProgress size={19} thickness={3} /> : translate('app.statements.ignore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
