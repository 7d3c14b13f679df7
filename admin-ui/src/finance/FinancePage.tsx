import { Alert, Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { SERIES_COLORS, TILE_COLORS } from './colors';
import { DailyChart } from './DailyChart';
import { Exports } from './Exports';
import { periodOf, total } from './figures';
import { PendingTile } from './PendingTile';
import { ReconciliationTile } from './ReconciliationTile';
import { Tile } from './Tile';
import { PERIODS, type FinanceSummary } from './types';

/** What the site owes its sellers, and the period's money in, promotions sold and refunds. */
function MoneyTiles({ summary }: { summary: FinanceSummary }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const moneyIn = total(summary.moneyIn);
  const sold = total(summary.promotionsSold);
  const refunds = total(summary.refunds);
  const text = (key: string, options?: object) => (
    <Typography variant="body2" color="text.secondary">
      {translate(key, options)}
    </Typography>
  );
  const toPromotions = { to: '/promotions', label: translate('app.finance.open_promotions') };
  return (
    <>
      <Tile title={translate('app.finance.owed_to_sellers')} value={rupees(summary.owedToSellers, locale)} color={TILE_COLORS.owed}>
        {text('app.finance.owed_help')}
      </Tile>
      <Tile title={translate('app.finance.money_in')} value={rupees(moneyIn.amount, locale)} color={SERIES_COLORS.moneyIn}>
        {text('app.finance.money_in_help', { smart_count: summary.days })}
      </Tile>
      <Tile title={translate('app.finance.promotions_sold')} value={rupees(sold.amount, locale)} color={SERIES_COLORS.promotionsSold} link={toPromotions}>
        {text('app.finance.promotions_sold_help', { smart_count: sold.count })}
      </Tile>
      <Tile title={translate('app.finance.refunds')} value={rupees(refunds.amount, locale)} color={SERIES_COLORS.refunds} link={toPromotions}>
        {text('app.finance.refunds_help', { smart_count: refunds.count })}
      </Tile>
    </>
  );
}

/**
 * Payments → Finance: the site's money at a glance over 7, 30 or 90 days (the period is kept in the address):
 * what it owes its sellers, money in, promotions sold and refunds as tiles and per day, top-ups waiting by age, where
 * matching bank statements stands, and the accountant's monthly exports.
 */
export function FinancePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { search } = useLocation();
  const navigate = useNavigate();
  const period = periodOf(search);
  const { data, error } = useQuery({
    queryKey: ['finance-summary', period],
    queryFn: async () => (await dataProvider.financeSummary(period)).data,
    placeholderData: keepPreviousData,
  });
  // A 401/403 ended the session: react-admin's data provider then answers an empty object.
  const summary = data?.reconciliation ? data : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 4 }}>
      <Title title="app.finance.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.finance.intro')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          onChange={(_, days: number | null) => days && navigate({ search: `?days=${days}` }, { replace: true })}
          aria-label={translate('app.finance.period')}
        >
          {PERIODS.map((days) => (
            <ToggleButton key={days} value={days} sx={{ px: 2 }}>
              {translate('app.finance.days', { smart_count: days })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {error && <Alert severity="error">{translate('app.common.error', { detail: errorMessage(error) })}</Alert>}
      {!summary && !error && <Typography sx={{ p: 2 }}>{translate('app.common.loading')}</Typography>}
      {summary && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
            <MoneyTiles summary={summary} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
            <DailyChart summary={summary} />
            <PendingTile pending={summary.pendingTopUps} />
          </Box>
        </>
      )}
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {summary && <ReconciliationTile status={summary.reconciliation} days={summary.days} />}
        <Exports />
      </Box>
    </Box>
  );
}
