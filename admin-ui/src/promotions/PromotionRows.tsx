import { Box, Button, Link as MuiLink, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIndianDates, useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import type { Promotion } from './types';

interface Props {
  promotions: Promotion[];
  onRefund: (promotion: Promotion) => void;
}

/** The ad, a link to it in the console, and its id. */
function AdLink({ promotion }: { promotion: Promotion }) {
  return (
    <MuiLink component={Link} to={`/ads/${promotion.adId}`} sx={{ overflowWrap: 'anywhere' }}>
      {promotion.adTitle}
    </MuiLink>
  );
}

/** The package bought, and the time slot it was shown in. */
function PackageText({ promotion }: { promotion: Promotion }) {
  return (
    <>
      {promotion.packageName ?? '—'}
      {promotion.slotLabel && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {promotion.slotLabel}
        </Typography>
      )}
    </>
  );
}

/** The refund made (how much, of what, when, by whom and why), or the button that makes one. */
function RefundCell({ promotion, onRefund }: { promotion: Promotion; onRefund: Props['onRefund'] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { date } = useIndianDates();
  const { refund } = promotion;
  if (!refund)
    return (
      <Button size="small" variant="outlined" color="warning" onClick={() => onRefund(promotion)} aria-label={translate('app.promotions.refund_label', { title: promotion.adTitle })}>
        {translate('app.promotions.refund')}
      </Button>
    );
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(refund.scope === 'ALL' ? 'app.promotions.refunded_all' : 'app.promotions.refunded_unused', { amount: rupees(refund.amount, locale) })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {refund.refundedBy ? translate('app.promotions.refunded_by', { date: date(refund.createdAt), email: refund.refundedBy }) : date(refund.createdAt)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('app.promotions.reason_was', { reason: refund.reason })}
      </Typography>
    </Box>
  );
}

/** Desktop: one row per promotion. */
export function PromotionTable({ promotions, onRefund }: Props) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { date } = useIndianDates();
  const heads = ['ad', 'seller', 'package', 'paid', 'period', 'refund'];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('app.promotions.title')}>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>{translate(`app.promotions.columns.${head}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {promotions.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ minWidth: 160 }}>
                <AdLink promotion={p} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{p.sellerEmail}</TableCell>
              <TableCell>
                <PackageText promotion={p} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{rupees(p.amount, locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {date(p.startsAt)} –<br />
                {date(p.endsAt)}
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <RefundCell promotion={p} onRefund={onRefund} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per promotion. */
export function PromotionCards({ promotions, onRefund }: Props) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { date } = useIndianDates();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {promotions.map((p) => (
        <Paper key={p.id} component="article" variant="outlined" aria-label={p.adTitle} sx={{ p: 1.5, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
          <Typography variant="subtitle2">
            <AdLink promotion={p} />
          </Typography>
          <Typography variant="body2">
            {rupees(p.amount, locale)} · {p.packageName ?? '—'}
            {p.slotLabel && ` · ${p.slotLabel}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {p.sellerEmail}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.promotions.period_range', { from: date(p.startsAt), to: date(p.endsAt) })}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <RefundCell promotion={p} onRefund={onRefund} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
