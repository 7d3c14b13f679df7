import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { useApiQuery } from '../common/useApiQuery';
import { api } from '../providers/api';
import { errorMessage } from '../providers/httpClient';
import type { Report } from './types';

function ConversationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error, isPending } = useApiQuery(['reported-conversation', id], () => api.reportedConversation(id));
  const titleId = `conversation-${id}-title`;
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.reports.conversation')}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <CircularProgress size={24} />
        ) : error ? (
          <Typography color="error">{errorMessage(error)}</Typography>
        ) : data ? (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('app.reports.about', {
                title: data.adTitle,
                buyer: data.buyer.displayName,
                buyerEmail: data.buyer.email,
                seller: data.seller.displayName,
                sellerEmail: data.seller.email,
              })}
            </Typography>
            {data.messages.map((m) => (
              <Typography key={m.id} component="div" variant="body2" sx={{ my: 1.5 }}>
                <strong>{m.side === 'BUYER' ? data.buyer.displayName : data.seller.displayName}</strong>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {dateTime(m.createdAt)}
                </Typography>
                <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {m.text}
                </Typography>
              </Typography>
            ))}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** For a report about a conversation: reads it (moderators can read a conversation only once it is reported). */
export function ConversationButton() {
  const report = useRecordContext<Report>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  if (!report?.conversationId) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('app.reports.read_conversation')}
      </Button>
      {open ? <ConversationDialog id={report.conversationId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
