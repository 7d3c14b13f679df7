import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { formatRupees } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { WALLET_LIMITS } from '../../../lib/validation';
import { useActiveQr } from '../api/get-active-qr';
import { useWallet } from '../api/get-wallet';
import { PRESET_AMOUNTS, parseAmount } from './amount';
import { PaymentsClosedAlert } from './PaymentsClosedAlert';
import { Trans, useTranslation } from 'react-i18next';

function AmountChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [amount, setAmount] = useState<number | null>(500);
  const valid = parseAmount(String(amount)) !== null;
  const limits = { min: formatRupees(WALLET_LIMITS.min), max: formatRupees(WALLET_LIMITS.max) };
  return (
    <>
      <h2 className="panel__title">{t('wallet.selectAmount.chooseAmount')}</h2>
      <div className="amount-grid" role="radiogroup" aria-label={t('wallet.selectAmount.amountGroup')}>
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
        {t('wallet.selectAmount.customAmount', limits)}
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
      {!valid ? <p className="field-error">{t('wallet.selectAmount.invalid', limits)}</p> : null}
      <Button type="primary" size="large" block className="panel__cta" disabled={!valid} onClick={() => navigate(`/qrpage?amount=${amount}`)}>
        {valid ? t('wallet.selectAmount.continue', { amount: formatRupees(amount) }) : t('wallet.selectAmount.continueDisabled')}
      </Button>
    </>
  );
}

/** /select-amount: step 1 of a wallet top-up; while no QR code is active, it says that payments are not open yet. */
export default function SelectAmountPage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const paymentsClosed = useActiveQr().data === null;
  usePageMeta({ title: t('wallet.selectAmount.metaTitle') });

  return (
    <>
      <PageTitle title={t('wallet.selectAmount.title')} subtitle={t('wallet.selectAmount.subtitle')} />
      <section className="panel">
        {wallet.data ? (
          <p className="wallet-card__current">
            <Trans i18nKey="wallet.selectAmount.currentBalance" values={{ amount: formatRupees(wallet.data.balance) }} components={{ strong: <strong /> }} />
          </p>
        ) : null}
        {paymentsClosed ? <PaymentsClosedAlert /> : <AmountChooser />}
      </section>
    </>
  );
}
