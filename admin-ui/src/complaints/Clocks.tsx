import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { clocksOf, timeFromNow, type Clock } from './clocks';
import type { Complaint } from './types';

/** Now, again every minute: "due in 5 h" moves on while the page stays open. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "due in 5 h" or "overdue by 2 days". */
export function useDueText() {
  const translate = useTranslate();
  return (dueAt: string, now: number) => {
    const { key, count, past } = timeFromNow(dueAt, now);
    return translate(past ? 'app.complaints.clocks.overdue_by' : 'app.complaints.clocks.due_in', { time: translate(key, { smart_count: count }) });
  };
}

function ClockLine({ clock, now }: { clock: Clock; now: number }) {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  const dueText = useDueText();
  if (clock.metAt)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`app.complaints.clocks.${clock.name}_met`)} {dateTime(clock.metAt)}
      </Typography>
    );
  return (
    <Typography variant="body2" sx={clock.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
      {translate(`app.complaints.clocks.${clock.name}`)} {dateTime(clock.dueAt)} ·{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {dueText(clock.dueAt, now)}
      </Box>
    </Typography>
  );
}

/**
 * A complaint's deadlines, each with its date and how far it is (overdue ones in red). `pending`: only the running
 * ones (the queue's rows; a closed complaint shows when it was closed).
 */
export function Clocks({ complaint, pending = false }: { complaint: Complaint; pending?: boolean }) {
  const now = useNow();
  const clocks = clocksOf(complaint, now);
  const shown = pending && clocks.some((clock) => !clock.metAt) ? clocks.filter((clock) => !clock.metAt) : pending ? clocks.slice(-1) : clocks;
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      {shown.map((clock) => (
        <ClockLine key={clock.name} clock={clock} now={now} />
      ))}
    </Box>
  );
}
