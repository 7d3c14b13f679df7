import { Box, Typography } from '@mui/material';
import { indianDateTime } from '../common/dates';
import type { AuditEntry } from './types';

const MAX_SHOWN = 40;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A value as one short line: a moment in India time, other text as it is, null as a dash, anything else as JSON; cut at 40 characters. */
function shown(value: unknown): string {
  const text = value === null || value === undefined ? '—' : typeof value === 'string' ? (ISO_MOMENT.test(value) ? indianDateTime(value) : value) : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/**
 * before → after, one line per changed field: `status: PENDING → APPROVED`. A created row lists its
 * fields as they were set, a deleted one as they were; the full text of each value is in its tooltip.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { before, after } = entry;
  if (!before && !after)
    return (
      <Typography variant="body2" color="text.secondary">
        no change
      </Typography>
    );
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const label = !before ? 'created' : !after ? 'deleted' : null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: '0.8125rem', overflowWrap: 'anywhere' }} aria-label="Changes">
      {label && (
        <Typography component="li" variant="caption" color="text.secondary">
          {label}
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
            {label ? shown(was ?? is) : `${shown(was)} → ${shown(is)}`}
          </li>
        );
      })}
    </Box>
  );
}
