import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import { useSmallScreen } from '../common/RecordCards';
import { visuallyHidden } from '../common/visuallyHidden';
import { SERIES_COLORS } from './colors';
import { chartDays } from './figures';
import type { ChartDay, FinanceSummary } from './types';

const SERIES = [
  { key: 'moneyIn', label: 'app.finance.money_in' },
  { key: 'promotionsSold', label: 'app.finance.promotions_sold' },
  { key: 'refunds', label: 'app.finance.refunds' },
] as const;

/** 2026-11-24 → 24/11, as the axis shows a day. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** 2026-11-24 → 24/11/2026. */
const fullDay = (day: string) => day.split('-').reverse().join('/');

/**
 * Money in, promotions sold and refunds per day over the period (the API's missing days as 0): bars for a week or a
 * month (a week on a phone), lines for longer, where bars would be slivers. The chart is drawn for the eye only; screen readers get the
 * same figures as a table of the days that had any.
 */
export function DailyChart({ summary }: { summary: FinanceSummary }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const titleId = useId();
  const days = chartDays(summary);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const series = SERIES.map((s) => ({ ...s, name: translate(s.label), color: SERIES_COLORS[s.key] }));
  const small = useSmallScreen();
  // Three bars a day fit a month on a wide screen, a week on a phone; past that they would be slivers.
  const lines = days.length > (small ? 7 : 31);
  const Chart = lines ? LineChart : BarChart;
  const busy = days.filter((day) => day.moneyIn || day.promotionsSold || day.refunds);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.finance.per_day', { smart_count: summary.days })}
        </Typography>
        <Box aria-hidden="true" sx={{ height: 300, mt: 1 }}>
          <ResponsiveContainer width="100%" height="100%" minWidth={0}>
            <Chart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={0} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={dayMonth} minTickGap={16} tick={{ fontSize: 12 }} />
              <YAxis tickFormatter={(value: number) => `₹${compact.format(value)}`} width={56} tick={{ fontSize: 12 }} allowDecimals={false} />
              <Tooltip labelFormatter={(day) => fullDay(String(day))} formatter={(value) => rupees(Number(value), locale)} />
              <Legend
                formatter={(name) => (
                  <Box component="span" sx={{ color: 'text.primary' }}>
                    {name}
                  </Box>
                )}
              />
              {series.map(({ key, name, color }) =>
                lines ? (
                  <Line key={key} dataKey={key} name={name} stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />
                ) : (
                  <Bar key={key} dataKey={key} name={name} fill={color} maxBarSize={24} isAnimationActive={false} />
                ),
              )}
            </Chart>
          </ResponsiveContainer>
        </Box>
        <DayTable days={busy} period={summary.days} series={series} />
      </CardContent>
    </Card>
  );
}

/** The chart's figures for screen readers: one row per day that had any. */
function DayTable({ days, period, series }: { days: ChartDay[]; period: number; series: { key: keyof Omit<ChartDay, 'day'>; name: string }[] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    // Hidden by a wrapper: a table is as wide as its cells whatever its own width says, and would widen the page.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{translate('app.finance.per_day_caption', { smart_count: period })}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('app.finance.day')}</th>
            {series.map(({ key, name }) => (
              <th key={key} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.length ? (
            days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{fullDay(day.day)}</th>
                {series.map(({ key }) => (
                  <td key={key}>{rupees(day[key], locale)}</td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={series.length + 1}>{translate('app.finance.nothing')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </Box>
  );
}
