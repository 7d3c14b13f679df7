import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Ad } from './types';

export function AdStatusChip() {
  const record = useRecordContext<Ad>();
  if (!record) return null;
  const active = record.status === 'ACTIVE';
  return <Chip size="small" label={active ? 'Activated' : 'Inactivated'} color={active ? 'success' : 'warning'} />;
}
