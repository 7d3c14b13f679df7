import { Box, Button, Card, CardContent, List, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { api } from '../providers/api';
import { errorMessage } from '../providers/httpClient';
import { CommentRow } from './CommentRow';
import type { BlogPost } from './types';

/** A post's comments: add, edit and delete, each stored on the server at once. */
export function CommentsEditor() {
  const post = useRecordContext<BlogPost>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  if (!post) return null;

  /** `done` is the success notice's translation key. */
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
    if (await run(() => api.addComment(post.id, text.trim()), 'app.blogs.comment_added')) setText('');
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 860 }}>
      <CardContent>
        <Typography variant="h6">{translate('app.blogs.comments', { count: post.comments.length })}</Typography>
        <List dense>
          {post.comments.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              busy={busy}
              onSave={(value) => run(() => api.updateComment(post.id, comment.id, value), 'app.blogs.comment_updated')}
              onDelete={() => void run(() => api.removeComment(post.id, comment.id), 'app.blogs.comment_deleted')}
            />
          ))}
          {!post.comments.length && <Typography color="text.secondary">{translate('app.blogs.no_comments')}</Typography>}
        </List>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={translate('app.blogs.comment')}
            size="small"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            sx={{ flex: '1 1 280px' }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Button variant="contained" disabled={busy || !text.trim()} onClick={add}>
            {translate('app.blogs.add_comment')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
