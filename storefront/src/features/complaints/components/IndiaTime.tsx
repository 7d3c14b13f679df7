import { useTranslation } from 'react-i18next';
import { formatIndiaDateTime } from '../../../lib/format';

/** A deadline or an event's moment, in India time whatever the device's zone (the law counts the clocks there). */
export function IndiaTime({ at }: { at: string }) {
  const { t } = useTranslation();
  return <time dateTime={at}>{t('complaints.indiaTime', { time: formatIndiaDateTime(at) })}</time>;
}
