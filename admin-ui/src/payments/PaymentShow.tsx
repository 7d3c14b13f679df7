import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, TopToolbar, useTranslate } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { useIndianDates, useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import { ShowRecord } from '../common/ShowParts';
import { PaymentStatusSelect } from './PaymentStatusSelect';
import type { Payment } from './types';

/** A term and its value; an unset value shows as a dash. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Typography>
    </>
  );
}

/** One top-up: who pays what (the charge, with GST, beside what the wallet gets), its reference and UTR, and its status to change. */
export function PaymentShow() {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  const locale = useIntlLocale();
  return (
    <ShowRecord<Payment>>
      {(payment) => (
        <>
          <Title title={translate('app.payments.show_title', { id: payment.id })} />
          <TopToolbar sx={{ justifyContent: 'flex-start' }}>
            <BackButton to="/payments" label="app.payments.back" />
          </TopToolbar>
          <Card variant="outlined" sx={{ maxWidth: 720 }}>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Typography variant="h6" component="h2">
                {translate('app.payments.show_title', { id: payment.id })}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
                <Row label="resources.payments.fields.reference">{payment.reference}</Row>
                <Row label="resources.payments.fields.email">{payment.email}</Row>
                <Row label="resources.payments.fields.username">{payment.username}</Row>
                <Row label="resources.payments.fields.amountPaise">{rupees(payment.amount, locale)}</Row>
                <Row label="resources.payments.fields.charged">{rupees(payment.charged, locale)}</Row>
                <Row label="resources.payments.fields.billingState">{payment.billingState}</Row>
                <Row label="resources.payments.fields.upiId">{payment.upiId}</Row>
                <Row label="resources.payments.fields.transactionId">{payment.transactionId}</Row>
                <Row label="resources.payments.fields.createdAt">{dateTime(payment.createdAt)}</Row>
                <Row label="resources.payments.fields.reviewedAt">
                  {payment.reviewedAt && [dateTime(payment.reviewedAt), payment.reviewedBy && translate('app.payments.by', { email: payment.reviewedBy })].filter(Boolean).join(' ')}
                </Row>
              </Box>
              <Box>
                <PaymentStatusSelect />
              </Box>
            </CardContent>
          </Card>
        </>
      )}
    </ShowRecord>
  );
}
