import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useIntlLocale } from '../common/dates';
import { listUrl } from '../common/links';
import { visuallyHidden } from '../common/visuallyHidden';
import { AGE_COLORS, TILE_COLORS } from './colors';
import { claimedCount } from './figures';
import { Tile } from './Tile';
import { AGE_BUCKETS, type PendingAges } from './types';

/**
 * Top-ups claimed with a UTR and not yet approved, as bars by how long they have waited (the oldest are the ones to
 * look at), and those only requested; the bars' figures are listed for screen readers.
 */
export function PendingTile({ pending, sx }: { pending: PendingAges; sx?: object }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const count = (value: number) => value.toLocaleString(locale);
  const bars = AGE_BUCKETS.map((bucket) => ({ bucket, label: translate(`app.finance.ages.${bucket}`), value: pending[bucket], color: AGE_COLORS[bucket] }));
  return (
    <Tile
      title={translate('app.finance.pending')}
      value={count(claimedCount(pending))}
      color={TILE_COLORS.pending}
      link={{ to: listUrl('/payments', { paymentStatus: 'PENDING' }), label: translate('app.finance.open_payments') }}
      sx={sx}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.finance.pending_help')}
      </Typography>
      <Box aria-hidden="true" sx={{ height: 150 }}>
        <ResponsiveContainer width="100%" height="100%" minWidth={0}>
          <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 0, bottom: 4, left: 0 }} accessibilityLayer={false}>
            <XAxis type="number" hide allowDecimals={false} domain={[0, (max: number) => Math.max(1, max)]} />
            <YAxis yAxisId="age" type="category" dataKey="label" width={100} tickLine={false} axisLine={false} tick={{ fontSize: 12 }} />
            {/* The counts beside the bars, as a second axis: recharts draws no bar, and so no label, for a 0. */}
            <YAxis yAxisId="count" orientation="right" type="category" dataKey="value" width={32} tickLine={false} axisLine={false} tick={{ fontSize: 12, fontWeight: 600 }} />
            <Bar yAxisId="age" dataKey="value" maxBarSize={18} isAnimationActive={false}>
              {bars.map((bar) => (
                <Cell key={bar.bucket} fill={bar.color} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box component="ul" sx={visuallyHidden}>
        {bars.map((bar) => (
          <li key={bar.bucket}>{translate('app.finance.age_figure', { age: bar.label, smart_count: bar.value })}</li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.finance.requested', { smart_count: pending.requested })}
      </Typography>
    </Tile>
  );
}
