import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, ShowBase, useShowContext, useTranslate } from 'react-admin';

/** A show page's record handed to `children`; while it loads, or when it could not be read, a line saying so instead. */
function Shown<T extends RaRecord>({ children }: { children: (record: T) => ReactNode }) {
  const { record, isPending, error } = useShowContext<T>();
  const translate = useTranslate();
  if (isPending) return <Typography sx={{ p: 2 }}>{translate('app.common.loading')}</Typography>;
  if (error || !record)
    return (
      <Typography sx={{ p: 2 }} color="error">
        {translate('app.common.error', { detail: error?.message ?? translate('app.common.not_found') })}
      </Typography>
    );
  return children(record);
}

/** The resource's record of the URL's id, rendered by `children` once read. */
export function ShowRecord<T extends RaRecord>({ children }: { children: (record: T) => ReactNode }) {
  return (
    <ShowBase>
      <Shown<T>>{children}</Shown>
    </ShowBase>
  );
}

/** One titled card of a show page (a translation key as its title, also its region's name). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
