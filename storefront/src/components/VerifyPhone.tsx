import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendPhoneCode, verifyPhoneCode } from '../api/verified-phones';
import { ApiError } from '../lib/api-client';
import { useChallenge } from '../lib/challenge';
import { errorDetail } from '../lib/form-errors';

/** `+919876543210` as people read it. */
export const formatPhone = (e164: string) => (/^\+91\d{10}$/.test(e164) ? `+91 ${e164.slice(3, 8)} ${e164.slice(8)}` : e164);

/**
 * "Verify this number": asks for a code by SMS (the call needs a solved challenge, as the phone reveal does), then
 * takes the 6 digits. Every refusal (a wrong code and the tries left, an expired one, a limit) is shown beside the fields.
 */
export function VerifyPhone({ initialPhone = '', onVerified }: { initialPhone?: string; onVerified?: (e164: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [phone, setPhone] = useState(initialPhone);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const { checking, withChallenge } = useChallenge(!sentTo && !verified);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) setProblem(errorDetail(error) ?? t('common.phones.failed'));
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    run(async () => {
      const sent = await withChallenge((challenge) => sendPhoneCode(phone, challenge));
      setSentTo(sent.phone);
      setCode('');
    });

  const verify = () =>
    run(async () => {
      const proved = await verifyPhoneCode(sentTo!, code);
      setVerified(proved.phone);
      setSentTo(null);
      onVerified?.(proved.phone);
    });

  if (verified) {
    return (
      <div className="verify-phone">
        <Alert
          type="success"
          showIcon
          icon={<SafetyCertificateOutlined aria-hidden />}
          role="status"
          title={t('common.phones.verified', { phone: formatPhone(verified) })}
          description={t('common.phones.verifiedHelp')}
        />
        <Button
          className="verify-phone__another"
          onClick={() => {
            setVerified(null);
            setPhone('');
          }}
        >
          {t('common.phones.another')}
        </Button>
      </div>
    );
  }

  return (
    <div className="verify-phone">
      {sentTo ? (
        <form
          className="verify-phone__row"
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
        >
          <p className="verify-phone__sent" role="status">
            {t('common.phones.sent', { phone: formatPhone(sentTo) })}
          </p>
          <label htmlFor={`${id}-code`}>{t('common.phones.code')}</label>
          <div className="verify-phone__fields">
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              maxLength={6}
            />
            <Button type="primary" htmlType="submit" loading={busy} disabled={code.length !== 6}>
              {t('common.phones.verify')}
            </Button>
          </div>
          <Button type="link" onClick={() => setSentTo(null)}>
            {t('common.phones.again')}
          </Button>
        </form>
      ) : (
        <form
          className="verify-phone__row"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${id}-phone`}>{t('common.phones.number')}</label>
          <div className="verify-phone__fields">
            <Input id={`${id}-phone`} type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.target.value)} placeholder="98765 43210" maxLength={20} />
            <Button htmlType="submit" loading={busy} disabled={!phone.trim()}>
              {checking ? t('common.challenge.checking') : t('common.phones.send')}
            </Button>
          </div>
        </form>
      )}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
    </div>
  );
}
