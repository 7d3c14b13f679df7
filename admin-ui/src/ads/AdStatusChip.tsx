import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Ad } from './types';

export function AdStatusChip() {
  const record = useRecordContext<Ad>();
  const translate = useTranslate();
  if (!record) return null;
  const active = record.status === 'ACTIVE';
  return <Chip size="small" label={translate(active ? 'app.common.activated' : 'app.common.inactivated')} color={active ? 'success' : 'warning'} />;
}
