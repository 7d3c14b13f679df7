import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale, indianDateTime } from '../common/dates';
import type { AuditEntry } from './types';

const MAX_SHOWN = 40;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A value as one short line: a moment in India time, other text as it is, null as a dash, anything else as JSON; cut at 40 characters. */
function shown(value: unknown, locale: string): string {
  const text = value === null || value === undefined ? '—' : typeof value === 'string' ? (ISO_MOMENT.test(value) ? indianDateTime(value, locale) : value) : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/**
 * before → after, one line per changed field: `status: PENDING → APPROVED`. A created row lists its
 * fields as they were set, a deleted one as they were; the full text of each value is in its tooltip.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { before, after } = entry;
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!before && !after)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.audit.no_change')}
      </Typography>
    );
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const label = !before ? 'app.audit.created' : !after ? 'app.audit.deleted' : null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: '0.8125rem', overflowWrap: 'anywhere' }} aria-label={translate('app.audit.changes')}>
      {label && (
        <Typography component="li" variant="caption" color="text.secondary">
          {translate(label)}
        </Typography>
      )}
      {keys.map((key) => {
        const was = before?.[key];
        const is = after?.[key];
        return (
          <li key={key} title={label ? String(JSON.stringify(was ?? is)) : `${JSON.stringify(was)} → ${JSON.stringify(is)}`}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {key}:
            </Box>{' '}
            {label ? shown(was ?? is, locale) : `${shown(was, locale)} → ${shown(is, locale)}`}
          </li>
        );
      })}
    </Box>
  );
}
