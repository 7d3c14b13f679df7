import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../messages';
import { parseLink } from './links';

interface LinkDialogProps {
  open: boolean;
  onClose: () => void;
  onLink: (href: string) => void;
}

/** Asks for the link's address; one that does not parse is refused with 'Invalid URL'. */
export function LinkDialog({ open, onClose, onLink }: LinkDialogProps) {
  const notify = useNotify();
  const [value, setValue] = useState('https://');
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    const href = parseLink(value);
    if (!href) {
      setInvalid(true);
      notify(MESSAGES.invalidUrl, { type: 'error' });
      return;
    }
    setValue('https://');
    setInvalid(false);
    onLink(href);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Add Link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="URL"
          value={value}
          error={invalid}
          helperText={invalid ? MESSAGES.invalidUrl : 'For example https://example.com/page'}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit}>
          Add Link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
