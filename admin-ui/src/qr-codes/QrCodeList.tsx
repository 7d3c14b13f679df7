import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { wrapAnywhere } from '../common/cells';
import { ListEmpty } from '../common/ListEmpty';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { QrActions } from './QrActions';
import { QrCreateDialog } from './QrCreateDialog';
import { QrPreview } from './QrPreview';
import type { QrCode } from './types';

/** Codes are added in a dialog, not on a create page: the toolbar and the empty list both offer this button. */
function AddQrCodeButton() {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('app.qr_codes.add')}
      </Button>
      <QrCreateDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const Column = DataTable.Col<QrCode>;

function StatusChip({ qr }: { qr: QrCode }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(qr.isActive ? 'app.common.active' : 'app.common.inactive')} color={qr.isActive ? 'success' : 'default'} />;
}

function QrCards() {
  return (
    <RecordCards<QrCode>>
      {(qr) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <QrPreview upiId={qr.upiId} payeeName={qr.payeeName} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">{qr.upiId}</Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {qr.payeeName} <StatusChip qr={qr} />
            </Typography>
            <QrActions />
          </Box>
        </Box>
      )}
    </RecordCards>
  );
}

function QrTable() {
  return (
    <DataTable<QrCode> rowClick={false} bulkActionButtons={false}>
      <Column label="app.qr_codes.qr" disableSort render={(qr) => <QrPreview upiId={qr.upiId} payeeName={qr.payeeName} />} />
      <Column source="upiId" cellSx={wrapAnywhere} />
      <Column source="payeeName" />
      <Column source="isActive" render={(qr) => <StatusChip qr={qr} />} />
      <Column label="app.common.actions" disableSort>
        <QrActions />
      </Column>
    </DataTable>
  );
}

/** Manage QR Codes: exactly one is active; sellers pay to it when they top up their wallet. */
export function QrCodeList() {
  const small = useSmallScreen();
  return (
    <List
      exporter={false}
      title="app.qr_codes.title"
      actions={
        <TopToolbar>
          <AddQrCodeButton />
        </TopToolbar>
      }
      empty={<ListEmpty action={<AddQrCodeButton />} />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
    >
      {small ? <QrCards /> : <QrTable />}
    </List>
  );
}
