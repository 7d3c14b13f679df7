import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useContext, useId, useState, type FormEvent } from 'react';
import { DataProviderContext, HttpError, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { REASON_MAX, REASON_MIN, type Promotion, type Refund, type RefundScope } from './types';

interface Props {
  promotion: Promotion;
  onClose: () => void;
  /** The refund made; the list is then asked again */
  onRefunded: (refund: Refund) => void;
  /** The API refused it for good (refunded meanwhile, nothing left, the admin's own): the dialog closes, the list is asked again */
  onRefused: () => void;
}

/** Refusals that another try would get again; on others (offline, a server error) the dialog stays, with what was typed. */
const FINAL = [403, 404, 409];

/**
 * Refund a bought promotion to the seller's wallet: all of its price, or the part for its days left (which then end),
 * with a reason the seller is told. The API's refusals (already refunded, nothing left, the admin's own account) are
 * shown with their detail.
 */
export function RefundDialog({ promotion, onClose, onRefunded, onRefused }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useIntlLocale();
  const titleId = useId();
  // Not useDataProvider: it ends the session on any 403, and this route's 403 says only that an admin may not refund
  // their own promotion. A 401 (the session expired) still ends it, below.
  const dataProvider = useContext(DataProviderContext) as ConsoleDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const unusedLeft = promotion.unusedAmount > 0;
  const [scope, setScope] = useState<RefundScope>(unusedLeft ? 'UNUSED' : 'ALL');
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN) return setTooShort(true);
    setBusy(true);
    try {
      const { data } = await dataProvider.refundPromotion(promotion.id, { scope, reason: reason.trim() });
      notify('app.promotions.refunded_done', { type: 'success', messageArgs: { amount: rupees(data.amount, locale), email: promotion.sellerEmail } });
      onRefunded(data);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return void logoutIfAccessDenied(error);
      notify('app.promotions.refund_failed', { type: 'error', messageArgs: { detail: errorMessage(error) } });
      if (error instanceof HttpError && FINAL.includes(error.status)) onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{translate('app.promotions.dialog_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {translate('app.promotions.dialog_intro', {
            title: promotion.adTitle,
            package: promotion.packageName ?? '—',
            email: promotion.sellerEmail,
            amount: rupees(promotion.amount, locale),
          })}
        </DialogContentText>
        <FormControl>
          <FormLabel id={`${titleId}-scope`}>{translate('app.promotions.scope')}</FormLabel>
          <RadioGroup aria-labelledby={`${titleId}-scope`} value={scope} onChange={(event) => setScope(event.target.value as RefundScope)}>
            <FormControlLabel
              value="UNUSED"
              control={<Radio />}
              disabled={!unusedLeft}
              label={unusedLeft ? translate('app.promotions.scope_unused', { amount: rupees(promotion.unusedAmount, locale) }) : translate('app.promotions.scope_unused_none')}
            />
            <FormControlLabel value="ALL" control={<Radio />} label={translate('app.promotions.scope_all', { amount: rupees(promotion.amount, locale) })} />
          </RadioGroup>
        </FormControl>
        <TextField
          label={translate('app.promotions.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value.slice(0, REASON_MAX));
            setTooShort(false);
          }}
          required
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          error={tooShort}
          helperText={tooShort ? translate('app.promotions.reason_missing') : `${translate('app.promotions.reason_help')} · ${reason.length}/${REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="warning" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {scope === 'ALL'
            ? translate('app.promotions.confirm_all', { amount: rupees(promotion.amount, locale) })
            : translate('app.promotions.confirm_unused', { amount: rupees(promotion.unusedAmount, locale) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
