import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { timeFromNow } from '../complaints/clocks';
import { useNow } from '../complaints/Clocks';
import type { Breach } from './types';

/**
 * The Board's detailed report (DPDP Rules 2025, rule 7(2)(b): within 72 hours of becoming aware): "Report due in
 * 30 h", "Report overdue by 5 h" in red, or "Reported 03/12/2026, 4:10 pm" once filed. `withDate`: the deadline's
 * date too (the breach's page).
 */
export function ReportClock({ breach, withDate = false }: { breach: Breach; withDate?: boolean }) {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  const now = useNow();
  if (breach.boardReportedAt)
    return (
      <Typography variant="body2" color="success.main">
        {translate('app.breaches.clock.reported', { date: dateTime(breach.boardReportedAt) })}
      </Typography>
    );
  const { key, count, past } = timeFromNow(breach.reportDueAt, now);
  const overdue = past || breach.reportOverdue;
  const time = translate(key, { smart_count: count });
  return (
    <Typography variant="body2" sx={overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {translate(overdue ? 'app.breaches.clock.overdue_by' : 'app.breaches.clock.due_in', { time })}
      </Box>
      {withDate && <> · {translate('app.breaches.clock.due_at', { date: dateTime(breach.reportDueAt) })}</>}
    </Typography>
  );
}
