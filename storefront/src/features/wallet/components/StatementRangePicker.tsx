import DatePicker from 'antd/es/date-picker';
import useBreakpoint from 'antd/es/grid/hooks/useBreakpoint';
// dayjs is Ant Design's own date library (a dependency of antd); Hindi month names for the calendar come from its
// Hindi locale, which antd's hi_IN locale names but does not load. Both are loaded only with this picker.
import dayjs from 'dayjs';
import 'dayjs/locale/hi';
import { useTranslation } from 'react-i18next';
import type { StatementPeriod } from '../api/download-statement';

/** Shown as 1 Dec 2026 (the storefront's dates); typed also as 01/12/2026 or 2026-12-01. */
const FORMATS = ['D MMM YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];

interface StatementRangePickerProps {
  value: StatementPeriod | undefined;
  onChange: (period: StatementPeriod | undefined) => void;
  /** The last day that can be picked: today in India (YYYY-MM-DD). */
  today: string;
}

/** The first and last day of a statement (a chunk of its own: the month choices need no calendar). */
export default function StatementRangePicker({ value, onChange, today }: StatementRangePickerProps) {
  const { t } = useTranslation();
  // antd's sm breakpoint (576 px), as in app/styles.css.
  const twoMonths = useBreakpoint().sm === true;
  return (
    <DatePicker.RangePicker
      className="statement-panel__range"
      classNames={{ popup: { root: 'statement-range-popup' } }}
      value={value ? [dayjs(value.from), dayjs(value.to)] : null}
      onChange={(days) => onChange(days?.[0] && days[1] ? { from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') } : undefined)}
      format={FORMATS}
      disabledDate={(day) => day.format('YYYY-MM-DD') > today}
      // Side by side, the two months open on last month and this one (maxDate); a phone shows only the first month
      // (app/styles.css, .statement-range-popup), which must then be this one.
      maxDate={twoMonths ? dayjs(today) : undefined}
      placeholder={[t('wallet.statement.firstDay'), t('wallet.statement.lastDay')]}
      allowClear
    />
  );
}
