import { Alert, Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { LineCard, UnpaidCard } from './LineCard';
import { summarize } from './mapping';
import type { StatementImport, StatementLine } from './types';
import { useLineDecisions } from './useLineDecisions';

/** One of the result's columns: a heading with its count (the region's name), its cards, or a word that there are none. */
export function ResultColumn({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1, alignContent: 'start', bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(title)} ({count})
      </Typography>
      {count ? (
        children
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.statements.empty_column')}
        </Typography>
      )}
    </Paper>
  );
}

/** "3 approved, 1 unknown, 1 mismatch", or that a re-import found nothing new and what is still open. */
function Summary({ result }: { result: StatementImport }) {
  const translate = useTranslate();
  const counts = summarize(result);
  if (!result.credits) return <Alert severity="info">{translate('app.statements.no_credits')}</Alert>;
  const open = [translate('app.statements.summary_unknown', { smart_count: counts.unknown }), translate('app.statements.summary_mismatch', { smart_count: counts.mismatch })].join(', ');
  const waiting = counts.unknown + counts.mismatch > 0;
  if (counts.nothingNew)
    return (
      <Alert severity="info" role="status">
        <strong>{translate('app.statements.nothing_new')}</strong>
        {waiting && ` ${translate('app.statements.still_open', { open })}`}
      </Alert>
    );
  return (
    <Alert severity={waiting ? 'warning' : 'success'} role="status">
      <strong>
        {translate('app.statements.summary_approved', { smart_count: counts.approved })}, {open}
      </strong>
      {' · '}
      {translate('app.statements.summary_credits', { smart_count: result.credits })}
    </Alert>
  );
}

interface Props {
  result: StatementImport;
  /** An open line settled by the admin, as the API now answers it */
  onSettled: (line: StatementLine) => void;
}

/**
 * An import's outcome side by side (stacked on phones): the credits matched with the top-ups they approved, those
 * with no top-up, those that do not fit their top-up, and the top-ups of the period that no credit paid.
 */
export function StatementResult({ result, onSettled }: Props) {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  const { actionsFor, dialogs } = useLineDecisions({ onSettled, unpaid: result.unpaid });
  const of = (...statuses: StatementLine['status'][]) => result.lines.filter((line) => statuses.includes(line.status));
  const cards = (lines: StatementLine[]) => lines.map((line) => <LineCard key={line.id} line={line} actions={actionsFor(line)} />);
  const matched = of('MATCHED');
  const unknown = of('UNKNOWN', 'IGNORED');
  const mismatch = of('MISMATCH');
  return (
    <Box component="section" aria-label={translate('app.statements.result_label')} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.statements.result_title', { id: result.id, file: result.fileName })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate(result.importedBy ? 'app.statements.imported_by' : 'app.statements.imported', { date: dateTime(result.createdAt), email: result.importedBy ?? '' })}
        </Typography>
      </Box>
      <Summary result={result} />
      <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <ResultColumn title="app.statements.matched" count={matched.length}>
          {cards(matched)}
        </ResultColumn>
        <ResultColumn title="app.statements.unknown" count={unknown.length}>
          {cards(unknown)}
        </ResultColumn>
        <ResultColumn title="app.statements.mismatch" count={mismatch.length}>
          {cards(mismatch)}
        </ResultColumn>
        <ResultColumn title="app.statements.unpaid" count={result.unpaid.length}>
          {result.unpaid.map((payment) => (
            <UnpaidCard key={payment.id} payment={payment} />
          ))}
        </ResultColumn>
      </Box>
      {dialogs}
    </Box>
  );
}
