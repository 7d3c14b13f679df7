import { Box, Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { eventName, type ComplaintEvent } from './types';

/** The complaint's history, oldest first, with who acted (an admin's e-mail) and what was written; notes stand out. */
export function ComplaintTimeline({ events }: { events: ComplaintEvent[] }) {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  const adminIds = [...new Set(events.flatMap((event) => (event.adminId === null ? [] : [event.adminId])))];
  const { data: admins = [] } = useGetMany('users', { ids: adminIds }, { enabled: adminIds.length > 0 });
  const emailOf = (id: number) => (admins.find((admin) => admin.id === id) as { email?: string } | undefined)?.email ?? `#${id}`;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={`${event.at}-${index}`}
          sx={{ borderLeft: 3, borderColor: event.type === 'NOTE' ? 'warning.main' : 'divider', pl: 1.5, py: 0.5, bgcolor: event.type === 'NOTE' ? 'action.hover' : undefined }}
        >
          <Typography variant="body2">
            <strong>{translate(eventName(event.type))}</strong>{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {dateTime(event.at)}
              {event.adminId !== null && ` · ${translate('app.complaints.by_admin', { email: emailOf(event.adminId) })}`}
            </Typography>
          </Typography>
          {event.message && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }}>
              {event.message}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
