import { Box, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, Pagination, SelectInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { wrapAnywhere } from '../common/cells';
import { useIndianDates, useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { SearchBox } from '../common/SearchBox';
import { useApiQuery } from '../common/useApiQuery';
import { api } from '../providers/api';
import { PaymentStatusSelect } from './PaymentStatusSelect';
import { statusKey, type Payment } from './types';

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { data = [] } = useApiQuery(['payment-statuses'], api.paymentStatuses);
  return <SelectInput source={source} choices={data.map((s) => ({ id: s, name: translate(statusKey(s), { _: s }) }))} translateChoice={false} sx={{ minWidth: 160 }} />;
}

const filters = [<SearchBox key="q" source="q" placeholder="app.payments.search" alwaysOn />, <StatusFilter key="paymentStatus" source="paymentStatus" alwaysOn />];

const Column = DataTable.Col<Payment>;

/** The top-up's own page (its details, and the status to change): the bank statements link to it too. */
const ShowLink = ({ payment, children }: { payment: Payment; children: string }) => (
  <MuiLink component={Link} to={`/payments/${payment.id}/show`} onClick={(event) => event.stopPropagation()}>
    {children}
  </MuiLink>
);

/** What the wallet gets, and beneath it what the payer pays when GST is added on top. */
function Amount({ payment }: { payment: Payment }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <>
      {rupees(payment.amount, locale)}
      {payment.charged !== payment.amount && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate('app.payments.charged', { amount: rupees(payment.charged, locale) })}
        </Typography>
      )}
    </>
  );
}

/** Our reference (linked to the top-up's page) above the payer's UTR: one column, so the list fits 1280 px beside the menu. */
function References({ payment }: { payment: Payment }) {
  return (
    <>
      {payment.reference && <ShowLink payment={payment}>{payment.reference}</ShowLink>}
      {payment.transactionId && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {payment.transactionId}
        </Typography>
      )}
    </>
  );
}

/** When, and by which admin: a payer cannot review their own top-up, so this names someone else. */
function Reviewed({ payment }: { payment: Payment }) {
  const translate = useTranslate();
  const { date } = useIndianDates();
  if (!payment.reviewedAt) return null;
  return (
    <>
      {date(payment.reviewedAt)}
      {payment.reviewedBy && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate('app.payments.by', { email: payment.reviewedBy })}
        </Typography>
      )}
    </>
  );
}

function PaymentTable() {
  const { date } = useIndianDates();
  return (
    <DataTable<Payment> rowClick={false} bulkActionButtons={false}>
      <Column source="id" render={(p) => <ShowLink payment={p}>{String(p.id)}</ShowLink>} />
      <Column source="email" disableSort cellSx={wrapAnywhere} />
      <Column source="username" disableSort />
      <Column source="amountPaise" render={(p) => <Amount payment={p} />} />
      <Column source="upiId" disableSort cellSx={wrapAnywhere} />
      <Column source="reference" label="app.payments.referenceAndUtr" disableSort render={(p) => <References payment={p} />} />
      <Column source="createdAt" render={(p) => date(p.createdAt)} />
      <Column source="reviewedAt" render={(p) => <Reviewed payment={p} />} cellSx={wrapAnywhere} />
      <Column source="status" field={PaymentStatusSelect} />
    </DataTable>
  );
}

/** Phones: one card per payment, the status dropdown included. */
function PaymentCards() {
  const translate = useTranslate();
  const { date } = useIndianDates();
  const locale = useIntlLocale();
  return (
    <RecordCards<Payment>>
      {(p) => (
        <>
          <Typography variant="subtitle2">
            {rupees(p.amount, locale)} · {p.email}
          </Typography>
          {p.charged !== p.amount && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.payments.charged', { amount: rupees(p.charged, locale) })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {p.reference && <ShowLink payment={p}>{p.reference}</ShowLink>}
            {p.reference && ' · '}
            {translate('app.payments.card', { upi: p.upiId ?? '—', reference: p.transactionId ?? '—', date: date(p.createdAt) })}
            {p.reviewedBy && translate('app.payments.reviewed_by', { email: p.reviewedBy })}
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
    <List exporter={false} filters={filters} perPage={8} pagination={<Pagination rowsPerPageOptions={[8, 16, 32]} />} sort={{ field: 'createdAt', order: 'DESC' }}>
      {small ? <PaymentCards /> : <PaymentTable />}
    </List>
  );
}
