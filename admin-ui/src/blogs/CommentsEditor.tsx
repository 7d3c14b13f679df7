import { Box, Button, Card, CardContent, List, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { api } from '../providers/api';
import { errorMessage } from '../providers/httpClient';
import { CommentRow } from './CommentRow';
import type { BlogPost } from './types';

/** A post's comments: add, edit and delete, each stored on the server at once. */
export function CommentsEditor() {
  const post = useRecordContext<BlogPost>();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  if (!post) return null;

  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      // A 401 or 403 ends the session, as the data provider's calls do (authProvider.checkError).
      if (!(await logoutIfAccessDenied(error))) notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (await run(() => api.addComment(post.id, text.trim()), 'Comment added')) setText('');
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 860 }}>
      <CardContent>
        <Typography variant="h6">Comments ({post.comments.length})</Typography>
        <List dense>
          {post.comments.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              busy={busy}
              onSave={(value) => run(() => api.updateComment(post.id, comment.id, value), 'Comment updated')}
              onDelete={() => void run(() => api.removeComment(post.id, comment.id), 'Comment deleted')}
            />
          ))}
          {!post.comments.length && <Typography color="text.secondary">No comments yet</Typography>}
        </List>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField label="Comment" size="small" value={text} onChange={(e) => setText(e.target.value)} multiline sx={{ flex: '1 1 280px' }} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          <Button variant="contained" disabled={busy || !text.trim()} onClick={add}>
            Add Comment
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
