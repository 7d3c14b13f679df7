import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removePhone, useVerifiedPhones } from '../../../api/verified-phones';
import { Placeholder } from '../../../components/Placeholder';
import { formatPhone, VerifyPhone } from '../../../components/VerifyPhone';
import { formatDate } from '../../../lib/format';

/** The profile's "Phone numbers": the numbers proved by a code (only these are shown to buyers), and a new one to prove. */
export function PhoneNumbers({ defaultPhone }: { defaultPhone?: string | null }) {
  const { t } = useTranslation();
  const { data, isLoading } = useVerifiedPhones();
  const [removing, setRemoving] = useState<string | null>(null);
  const numbers = data?.items ?? [];

  const remove = async (phone: string) => {
    setRemoving(phone);
    try {
      await removePhone(phone);
    } catch {
      // The API client has shown why.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="phone-numbers">
      <p className="muted">{t('common.phones.help')}</p>
      {isLoading ? (
        <Placeholder rows={1} />
      ) : numbers.length ? (
        <ul className="phone-numbers__list" aria-label={t('common.phones.list')}>
          {numbers.map((item) => (
            <li key={item.phone} className="phone-numbers__item">
              <span lang="">{formatPhone(item.phone)}</span> <Tag color="green">{t('common.phones.verifiedTag')}</Tag>
              <span className="muted">{t('common.phones.since', { date: formatDate(item.verifiedAt) })}</span>
              <Button type="link" danger loading={removing === item.phone} onClick={() => void remove(item.phone)} aria-label={t('common.phones.removeNamed', { phone: formatPhone(item.phone) })}>
                {t('common.phones.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('common.phones.none')}</p>
      )}
      <h3 className="phone-numbers__title">{t('common.phones.verifyTitle')}</h3>
      <VerifyPhone initialPhone={defaultPhone ?? ''} />
    </div>
  );
}
