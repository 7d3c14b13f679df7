import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';

/** True on phones and small tablets, where tables give way to cards. */
export const useSmallScreen = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

/** A list as one card per record (inside each card, the record context is set for fields and buttons). */
export function RecordCards<T extends RaRecord>({ children }: { children: (record: T) => ReactNode }) {
  const { data = [], isPending } = useListContext<T>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data.length) return <Typography sx={{ p: 2 }}>{translate('app.common.nothing_found')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, overflowWrap: 'anywhere' }}>{children(record)}</Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
