import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KINDS, kindName, STATUSES, statusName, type Complaint } from './types';

/** The complaint's kind and status, and "Overdue" while a deadline has passed. */
export function ComplaintChips({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" color={KINDS[complaint.kind]} label={translate(kindName(complaint.kind))} />
      <Chip size="small" variant="outlined" color={STATUSES[complaint.status]} label={translate(statusName(complaint.status))} />
      {complaint.overdue && <Chip size="small" color="error" variant="outlined" label={translate('app.complaints.clocks.overdue')} />}
    </Box>
  );
}
