import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDayRange } from '../../../lib/format';
import { downloadStatement, type StatementFormat, type StatementPeriod } from '../api/download-statement';
import { PERIOD_CHOICES, indiaToday, periodOf, type PeriodChoice } from './statement-period';

/** The calendar (antd's DatePicker with dayjs) loads only when the seller picks their own days. */
const StatementRangePicker = lazy(() => import('./StatementRangePicker'));

const FORMATS: StatementFormat[] = ['pdf', 'csv'];

/**
 * The seller's wallet statement for a period (this month, last month, or days they pick), as a PDF or a CSV: opening
 * balance, each credit and debit with its ad, closing balance. Shown to every seller, whether or not GST is charged.
 */
export function StatementPanel() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PeriodChoice>('thisMonth');
  const [custom, setCustom] = useState<StatementPeriod>();
  const [downloading, setDownloading] = useState<StatementFormat>();
  /** Why the API refused the last download (a period over a year, say), shown in the panel rather than as a toast. */
  const [refusal, setRefusal] = useState<string>();
  const period = periodOf(choice, custom);

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setRefusal(undefined);
  };
  const pick = (days: StatementPeriod | undefined) => {
    setCustom(days);
    setRefusal(undefined);
  };
  const download = async (format: StatementFormat) => {
    if (!period) return;
    setDownloading(format);
    setRefusal(undefined);
    try {
      await downloadStatement(period, format);
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.detail);
    } finally {
      setDownloading(undefined);
    }
  };

  return (
    <section className="panel statement-panel" aria-labelledby="statement-title">
      <h2 className="panel__title" id="statement-title">
        <AccountBookOutlined aria-hidden /> {t('wallet.statement.title')}
      </h2>
      <p className="muted">{t('wallet.statement.help')}</p>
      <Segmented<PeriodChoice>
        className="statement-panel__choices"
        aria-label={t('wallet.statement.period')}
        options={PERIOD_CHOICES.map((value) => ({ value, label: t(`wallet.statement.periods.${value}`) }))}
        value={choice}
        onChange={choose}
      />
      {choice === 'custom' ? (
        <Suspense fallback={<div className="shimmer statement-panel__range statement-panel__range--loading" />}>
          <StatementRangePicker value={custom} onChange={pick} today={indiaToday()} />
        </Suspense>
      ) : null}
      <p className="statement-panel__period" aria-live="polite">
        {period ? t('wallet.statement.covers', { days: formatDayRange(period.from, period.to) }) : t('wallet.statement.pickDays')}
      </p>
      {refusal ? <Alert className="statement-panel__refusal" type="error" showIcon role="alert" title={refusal} /> : null}
      <div className="statement-panel__actions">
        {FORMATS.map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading === format}
            disabled={!period || (downloading !== undefined && downloading !== format)}
            onClick={() => void download(format)}
          >
            {t(`wallet.statement.download.${format}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
