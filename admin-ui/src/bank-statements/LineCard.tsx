import { Alert, Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import type { StatementLine, TopUp } from './types';

/** A statement's day (YYYY-MM-DD) as Indian admins read it, 24/11/2026, whatever the time zone. */
export const bookedDay = (day: string) => day.split('-').reverse().join('/');

/** A narration that may break after each slash (UPI/412345678901/…/payer@okaxis), where a reader expects it to, not mid-word. */
const Narration = ({ text }: { text: string }) => (
  <>
    {text.split('/').map((part, index) => (
      <Fragment key={index}>
        {index > 0 && (
          <>
            /<wbr />
          </>
        )}
        {part}
      </Fragment>
    ))}
  </>
);

/** A top-up in one line: its id (a link to it in Payments), reference, payer and what it asked for. */
export function TopUpLine({ payment, label }: { payment: TopUp; label: string }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {translate(label)}{' '}
      <MuiLink component={Link} to={`/payments/${payment.id}/show`}>
        #{payment.id}
      </MuiLink>
      {payment.reference && ` · ${payment.reference}`} · {payment.email} · {translate('app.statements.asked', { amount: rupees(payment.charged, locale) })}
    </Typography>
  );
}

interface Props {
  line: StatementLine;
  /** The line's buttons, for those still open */
  actions?: ReactNode;
  /** Under the line: the import it came from (the open items list several imports) */
  footer?: ReactNode;
}

/** One credit of a statement: amount, day, narration and bank reference, then what became of it. */
export function LineCard({ line, actions, footer }: Props) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={translate('app.statements.line_label', { amount: rupees(line.amount, locale), line: line.lineNo })}
      sx={{ p: 1.5, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {rupees(line.amount, locale)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {bookedDay(line.bookedOn)} · {translate('app.statements.line_no', { line: line.lineNo })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        <Narration text={line.narration} />
      </Typography>
      {line.bankReference && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.statements.bank_reference', { reference: line.bankReference })}
        </Typography>
      )}
      {line.status === 'MISMATCH' && line.reason && (
        <Alert severity="warning" sx={{ py: 0, overflowWrap: 'anywhere' }}>
          {line.reason}
        </Alert>
      )}
      {line.payment && <TopUpLine payment={line.payment} label={line.status === 'MATCHED' ? 'app.statements.approved_top_up' : 'app.statements.suggested_top_up'} />}
      {line.status === 'IGNORED' && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.statements.ignored', { note: line.note ?? '' })}
        </Typography>
      )}
      {line.status === 'MATCHED' && line.note && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.statements.note_was', { note: line.note })}
        </Typography>
      )}
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>{actions}</Box>}
      {footer}
    </Paper>
  );
}

/** A top-up no credit of the statement paid: what it asks, its reference and payer, and the way to it in Payments. */
export function UnpaidCard({ payment }: { payment: TopUp }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const differs = payment.charged !== payment.amount;
  return (
    <Paper component="article" variant="outlined" aria-label={translate('app.statements.top_up_label', { id: payment.id })} sx={{ p: 1.5, display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {rupees(payment.charged, locale)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`app.payments.statuses.${payment.paymentStatus}`, { _: payment.paymentStatus })}
        </Typography>
      </Box>
      {differs && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.statements.wallet_gets', { amount: rupees(payment.amount, locale) })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {[payment.reference, payment.email, payment.transactionId && translate('app.statements.utr', { utr: payment.transactionId })].filter(Boolean).join(' · ')}
      </Typography>
      <Box>
        <Button component={Link} to={`/payments/${payment.id}/show`} size="small" variant="outlined">
          {translate('app.statements.open_payment', { id: payment.id })}
        </Button>
      </Box>
    </Paper>
  );
}
