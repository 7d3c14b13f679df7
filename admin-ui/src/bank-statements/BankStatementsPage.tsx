import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { BackButton } from '../common/BackButton';
import { useSmallScreen } from '../common/RecordCards';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { withSettledLine } from './mapping';
import { OpenItems } from './OpenItems';
import { StatementResult } from './StatementResult';
import { StatementUpload } from './StatementUpload';
import type { StatementImport } from './types';
import { OPEN_LINES_KEY } from './useLineDecisions';

export const BASE = '/bank-statements';

/** An earlier import (the open items link to theirs): the credits it saw first as they stand now, and its period's unpaid top-ups. */
function EarlierImport({ importId }: { importId: number }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const key = ['statement-import', importId];
  const { data, error } = useQuery({ queryKey: key, queryFn: async () => (await dataProvider.statementImport(importId)).data, enabled: importId > 0 });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <BackButton to={`${BASE}/open`} label="app.statements.back_to_open" />
      </Box>
      {error && <Typography color="error">{translate('app.common.error', { detail: errorMessage(error) })}</Typography>}
      {data && <StatementResult result={data} onSettled={(line) => queryClient.setQueryData<StatementImport>(key, (result) => result && withSettledLine(result, line))} />}
    </Box>
  );
}

/**
 * Payments → Bank statements: import a statement and see what it matched (the result stays while the admin settles its
 * open credits), the open items of every import, and an earlier import. One route (/bank-statements/*), so the fresh
 * result survives a visit to the other tab.
 */
export function BankStatementsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { pathname } = useLocation();
  const small = useSmallScreen();
  const [result, setResult] = useState<StatementImport | null>(null);
  const openLines = useQuery({ queryKey: OPEN_LINES_KEY, queryFn: async () => (await dataProvider.statementLines()).data ?? [] });
  useEffect(() => {
    if (openLines.error) void logoutIfAccessDenied(openLines.error);
  }, [openLines.error, logoutIfAccessDenied]);
  const earlier = /\/imports\/(\d+)$/.exec(pathname);
  const tab = earlier ? 'import' : pathname.startsWith(`${BASE}/open`) ? 'open' : 'new';
  const openCount = openLines.data?.length;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 4 }}>
      <Title title="app.statements.title" />
      <Tabs value={tab === 'import' ? false : tab} variant={small ? 'fullWidth' : 'standard'} aria-label={translate('app.statements.title')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="new" label={translate('app.statements.tab_import')} component={Link} to={BASE} />
        <Tab value="open" label={openCount ? translate('app.statements.tab_open_count', { count: openCount }) : translate('app.statements.tab_open')} component={Link} to={`${BASE}/open`} />
      </Tabs>
      {tab === 'new' && (
        <>
          <StatementUpload onImported={setResult} />
          {result && <StatementResult result={result} onSettled={(line) => setResult((current) => current && withSettledLine(current, line))} />}
        </>
      )}
      {tab === 'open' && <OpenItems query={openLines} />}
      {earlier && <EarlierImport key={earlier[1]} importId={Number(earlier[1])} />}
    </Box>
  );
}
