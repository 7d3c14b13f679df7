import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface ActionText {
  /** Translation key of the field's label */
  label: string;
  max: number;
  required: boolean;
}

interface Props {
  title: string;
  /** Paragraphs, already translated */
  explanation: string[];
  /** The button that confirms, already translated */
  confirm: string;
  color: 'primary' | 'warning' | 'error';
  text?: ActionText;
  busy: boolean;
  /** The API's detail when the action failed; the dialog stays open */
  error?: string;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}

/**
 * Asks before an action on a complaint, with the text it needs (a reply, a note, the outcome): what will happen,
 * the text, and the API's refusal when there is one. Its own form, so Enter in a one-line field confirms.
 */
export function ActionDialog({ title, explanation, confirm, color, text, busy, error, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = value.trim();
    if (text?.required && !trimmed) return setMissing(true);
    onConfirm(trimmed);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {explanation.map((paragraph) => (
          <DialogContentText key={paragraph} variant="body2" sx={{ mb: 1.5 }}>
            {paragraph}
          </DialogContentText>
        ))}
        {text && (
          <TextField
            label={translate(text.label)}
            value={value}
            onChange={(event) => {
              setValue(event.target.value.slice(0, text.max));
              setMissing(false);
            }}
            required={text.required}
            error={missing}
            helperText={missing ? translate('app.complaints.required') : `${value.length}/${text.max}`}
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            margin="dense"
            autoFocus
            slotProps={{ htmlInput: { maxLength: text.max } }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" color={color} disabled={busy}>
          {busy ? <CircularProgress size={19} thickness={3} /> : confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
