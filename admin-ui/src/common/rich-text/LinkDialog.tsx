import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseLink } from './links';

interface LinkDialogProps {
  open: boolean;
  onClose: () => void;
  onLink: (href: string) => void;
}

/** Asks for the link's address; one that does not parse is refused with 'Invalid URL'. */
export function LinkDialog({ open, onClose, onLink }: LinkDialogProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const [value, setValue] = useState('https://');
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    const href = parseLink(value);
    if (!href) {
      setInvalid(true);
      notify('app.rich_text.invalid_url', { type: 'error' });
      return;
    }
    setValue('https://');
    setInvalid(false);
    onLink(href);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.rich_text.add_link')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('app.rich_text.url')}
          value={value}
          error={invalid}
          helperText={translate(invalid ? 'app.rich_text.invalid_url' : 'app.rich_text.url_example')}
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
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {translate('app.rich_text.add_link')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
