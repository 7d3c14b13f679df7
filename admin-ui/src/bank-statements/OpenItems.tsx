import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorMessage } from '../providers/httpClient';
import { LineCard } from './LineCard';
import { ResultColumn } from './StatementResult';
import type { StatementLine } from './types';
import { OPEN_LINES_KEY, useLineDecisions } from './useLineDecisions';

/**
 * Credits from every import still waiting for an admin (GET statements/lines): those with no top-up and those that do
 * not fit the top-up they name, oldest first, each with the import it came from. A settled one leaves the list.
 */
export function OpenItems({ query }: { query: UseQueryResult<StatementLine[]> }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { actionsFor, dialogs } = useLineDecisions({
    onSettled: (settled) => queryClient.setQueryData<StatementLine[]>(OPEN_LINES_KEY, (lines = []) => lines.filter((line) => line.id !== settled.id)),
  });
  const { data: lines = [], isPending, error } = query;
  if (isPending) return <Typography sx={{ p: 2 }}>{translate('app.common.loading')}</Typography>;
  if (error) return <Typography color="error">{translate('app.common.error', { detail: errorMessage(error) })}</Typography>;
  const card = (line: StatementLine) => (
    <LineCard
      key={line.id}
      line={line}
      actions={actionsFor(line)}
      footer={
        <MuiLink component={Link} to={`/bank-statements/imports/${line.importId}`} variant="caption">
          {translate('app.statements.from_import', { id: line.importId })}
        </MuiLink>
      }
    />
  );
  const unknown = lines.filter((line) => line.status === 'UNKNOWN');
  const mismatch = lines.filter((line) => line.status === 'MISMATCH');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {translate(lines.length ? 'app.statements.open_intro' : 'app.statements.open_none')}
      </Typography>
      {lines.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <ResultColumn title="app.statements.unknown" count={unknown.length}>
            {unknown.map(card)}
          </ResultColumn>
          <ResultColumn title="app.statements.mismatch" count={mismatch.length}>
            {mismatch.map(card)}
          </ResultColumn>
        </Box>
      )}
      {dialogs}
    </Box>
  );
}
