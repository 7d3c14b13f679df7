import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIndianDates, useIntlLocale } from '../common/dates';
import { TILE_COLORS } from './colors';
import { Tile, TileRow } from './Tile';
import type { Reconciliation } from './types';

const BY_STATEMENT = '#2e7d32';
const BY_HAND = '#78909c';

/**
 * Where matching the bank's statements stands: the last import, the credits still waiting in Bank statements → Open
 * items, and how the period's top-ups were approved (by a statement, or by hand), as figures and a bar.
 */
export function ReconciliationTile({ status, days }: { status: Reconciliation; days: number }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { dateTime } = useIndianDates();
  const count = (value: number) => value.toLocaleString(locale);
  const approved = status.approvedByStatement + status.approvedByHand;
  const share = approved ? (status.approvedByStatement / approved) * 100 : 0;
  return (
    <Tile
      title={translate('app.finance.reconciliation')}
      value={translate('app.finance.open_items', { smart_count: status.unknownCredits + status.mismatches })}
      color={TILE_COLORS.reconciliation}
      link={{ to: '/bank-statements/open', label: translate('app.finance.open_items_link') }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {status.lastImportAt ? translate('app.finance.last_import', { date: dateTime(status.lastImportAt), file: status.lastImportFile ?? '' }) : translate('app.finance.no_import')}
      </Typography>
      <TileRow label={translate('app.finance.unknown_credits')} value={count(status.unknownCredits)} />
      <TileRow label={translate('app.finance.mismatches')} value={count(status.mismatches)} />
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {translate('app.finance.approved_in_period', { smart_count: days })}
      </Typography>
      <TileRow label={translate('app.finance.by_statement')} value={count(status.approvedByStatement)} swatch={BY_STATEMENT} />
      <TileRow label={translate('app.finance.by_hand')} value={count(status.approvedByHand)} swatch={BY_HAND} />
      {approved > 0 && (
        <Box aria-hidden="true" sx={{ display: 'flex', height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: BY_HAND }}>
          <Box sx={{ width: `${share}%`, bgcolor: BY_STATEMENT }} />
        </Box>
      )}
    </Tile>
  );
}
