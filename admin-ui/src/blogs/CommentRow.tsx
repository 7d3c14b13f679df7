import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, ListItem, ListItemText, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/dates';
import type { BlogComment } from '../providers/api';

interface CommentRowProps {
  comment: BlogComment;
  busy: boolean;
  onSave: (text: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One comment with Edit (a dialog for its text, as in the seed) and Delete. */
export function CommentRow({ comment, busy, onSave, onDelete }: CommentRowProps) {
  const [editing, setEditing] = useState(false);
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [text, setText] = useState(comment.text);
  const save = async () => {
    if (await onSave(text.trim())) setEditing(false);
  };
  return (
    <ListItem
      divider
      secondaryAction={
        <>
          <Tooltip title={translate('app.blogs.edit_comment')}>
            <IconButton
              aria-label={translate('app.blogs.edit_comment')}
              disabled={busy}
              onClick={() => {
                setText(comment.text);
                setEditing(true);
              }}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('app.blogs.delete_comment')}>
            <IconButton aria-label={translate('app.blogs.delete_comment')} disabled={busy} onClick={onDelete}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <ListItemText primary={comment.text} secondary={new Date(comment.createdAt).toLocaleString(locale)} sx={{ pr: 10, wordBreak: 'break-word' }} />
      <Dialog open={editing} onClose={() => setEditing(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.blogs.edit_comment')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth multiline minRows={2} margin="dense" value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={busy || !text.trim()} onClick={save}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </ListItem>
  );
}
