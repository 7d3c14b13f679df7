import { useTranslation } from 'react-i18next';
import { StateSelect } from '../../../components/LocationSelects';

interface BillingStateFieldProps {
  value: string | undefined;
  onChange: (state: string | undefined) => void;
  /** A state the API would not put on an invoice: the top-up was requested without it. */
  refused?: string;
}

/** Optional: the state the GST invoice names as the place of supply; unset, the invoice names the operator's own. */
export function BillingStateField({ value, onChange, refused }: BillingStateFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="billing-state">
      <label className="billing-state__label" htmlFor="billing-state">
        {t('wallet.qr.billingState')}
      </label>
      <StateSelect id="billing-state" value={value} onChange={onChange} />
      <p className={refused ? 'field-error' : 'billing-state__help'}>{refused ? t('wallet.qr.billingStateRefused', { state: refused }) : t('wallet.qr.billingStateHelp')}</p>
    </div>
  );
}
