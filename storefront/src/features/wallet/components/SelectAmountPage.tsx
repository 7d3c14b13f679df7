import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { formatRupees } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { WALLET_LIMITS } from '../../../lib/validation';
import { useWallet } from '../api/get-wallet';
import { PRESET_AMOUNTS, parseAmount } from './amount';

/** /select-amount: step 1 of a wallet top-up. */
export default function SelectAmountPage() {
  const navigate = useNavigate();
  const wallet = useWallet();
  const [amount, setAmount] = useState<number | null>(500);
  const valid = parseAmount(String(amount)) !== null;
  usePageMeta({ title: 'Add money' });

  return (
    <>
      <PageTitle title="Add money to your wallet" subtitle="Pay by UPI; the amount is credited once our team confirms the payment." />
      <section className="panel">
        {wallet.data ? (
          <p className="wallet-card__current">
            Current balance <strong>{formatRupees(wallet.data.balance)}</strong>
          </p>
        ) : null}
        <h2 className="panel__title">Choose an amount</h2>
        <div className="amount-grid" role="radiogroup" aria-label="Amount">
          {PRESET_AMOUNTS.map((preset) => (
            <button
              key={preset}
              type="button"
              role="radio"
              aria-checked={amount === preset}
              className={`amount-chip${amount === preset ? ' amount-chip--active' : ''}`}
              onClick={() => setAmount(preset)}
            >
              {formatRupees(preset)}
            </button>
          ))}
        </div>
        <label className="field-label" htmlFor="custom-amount">
          Or enter an amount (₹{WALLET_LIMITS.min.toLocaleString('en-IN')} – ₹{WALLET_LIMITS.max.toLocaleString('en-IN')})
        </label>
        <InputNumber
          id="custom-amount"
          prefix="₹"
          size="large"
          min={WALLET_LIMITS.min}
          max={WALLET_LIMITS.max}
          precision={0}
          inputMode="numeric"
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : null)}
          status={valid ? undefined : 'error'}
          style={{ width: '100%' }}
        />
        {!valid ? (
          <p className="field-error">
            Please enter a whole amount between ₹{WALLET_LIMITS.min} and ₹{WALLET_LIMITS.max.toLocaleString('en-IN')}.
          </p>
        ) : null}
        <Button type="primary" size="large" block className="panel__cta" disabled={!valid} onClick={() => navigate(`/qrpage?amount=${amount}`)}>
          Continue to pay {valid ? formatRupees(amount) : ''}
        </Button>
      </section>
    </>
  );
}
