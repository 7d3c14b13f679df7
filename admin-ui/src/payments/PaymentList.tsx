import { Box, Typography } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, SelectInput } from 'react-admin';
import { wrapAnywhere } from '../common/cells';
import { indianDate } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { useApiQuery } from '../common/useApiQuery';
import { api } from '../providers/api';
import { PaymentStatusSelect } from './PaymentStatusSelect';
import type { Payment } from './types';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const { data = [] } = useApiQuery(['payment-statuses'], api.paymentStatuses);
  return <SelectInput source={source} label="Status" choices={data.map((s) => ({ id: s, name: s }))} sx={{ minWidth: 160 }} />;
}

const filters = [<SearchInput key="q" source="q" placeholder="Search by e-mail" alwaysOn />, <StatusFilter key="paymentStatus" source="paymentStatus" alwaysOn />];

const Column = DataTable.Col<Payment>;

/** When, and by which admin: a payer cannot review their own top-up, so this names someone else. */
function Reviewed({ payment }: { payment: Payment }) {
  if (!payment.reviewedAt) return null;
  return (
    <>
      {indianDate(payment.reviewedAt)}
      {payment.reviewedBy && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          by {payment.reviewedBy}
        </Typography>
      )}
    </>
  );
}

function PaymentTable() {
  return (
    <DataTable<Payment> rowClick={false} bulkActionButtons={false}>
      <Column source="id" label="ID" />
      <Column source="email" label="Email" disableSort cellSx={wrapAnywhere} />
      <Column source="username" label="Username" disableSort />
      <Column source="amountPaise" label="Amount" render={(p) => rupees(p.amount)} />
      <Column source="upiId" label="UPI ID" disableSort cellSx={wrapAnywhere} />
      <Column source="transactionId" label="Transaction ID" disableSort />
      <Column source="createdAt" label="Submitted" render={(p) => indianDate(p.createdAt)} />
      <Column source="reviewedAt" label="Reviewed" render={(p) => <Reviewed payment={p} />} cellSx={wrapAnywhere} />
      <Column source="status" label="Status" field={PaymentStatusSelect} />
    </DataTable>
  );
}

/** Phones: one card per payment, the status dropdown included. */
function PaymentCards() {
  return (
    <RecordCards<Payment>>
      {(p) => (
        <>
          <Typography variant="subtitle2">
            {rupees(p.amount)} · {p.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            UPI {p.upiId} · Ref {p.transactionId} · {indianDate(p.createdAt)}
            {p.reviewedBy && ` · reviewed by ${p.reviewedBy}`}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <PaymentStatusSelect />
          </Box>
        </>
      )}
    </RecordCards>
  );
}

/** Seed: searchable by e-mail (case-insensitive part), 8 per page, a status dropdown per row. */
export function PaymentList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} title="Payments" filters={filters} perPage={8} pagination={<Pagination rowsPerPageOptions={[8, 16, 32]} />} sort={{ field: 'createdAt', order: 'DESC' }}>
      {small ? <PaymentCards /> : <PaymentTable />}
    </List>
  );
}
