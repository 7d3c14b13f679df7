import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

export function AdStatusChip() {
  const record = useRecordContext<{ status: string }>();
  if (!record) return null;
  const active = record.status === 'ACTIVE';
  return <Chip size="small" label={active ? 'Activated' : 'Inactivated'} color={active ? 'success' : 'warning'} />;
}
