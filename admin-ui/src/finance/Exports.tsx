import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/dates';
import { saveFile } from '../common/saveFile';
import type { ConsoleDataProvider, FinanceExport } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { recentMonths } from './figures';

const EXPORTS: { kind: FinanceExport; label: string }[] = [
  { kind: 'invoices', label: 'app.finance.invoices_csv' },
  { kind: 'refunds', label: 'app.finance.refunds_csv' },
];

/** 2026-11 → November 2026 (नवंबर 2026). */
const monthName = (month: string, locale: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The accountant's monthly exports: a month's tax invoices and credit notes, or its refunds, as CSV. Fetched with the
 * token and saved under the name the API gives (invoices-2026-11.csv).
 */
export function Exports() {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useIntlLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const titleId = useId();
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]);
  const [busy, setBusy] = useState<FinanceExport | null>(null);

  const download = async (kind: FinanceExport) => {
    setBusy(kind);
    try {
      const { data, filename } = await dataProvider.financeExport(kind, month);
      if (!(data instanceof Blob)) return; // the session ended (401): react-admin answers an empty result
      saveFile(data, filename);
      notify('app.finance.downloaded', { type: 'success', messageArgs: { file: filename } });
    } catch (error) {
      notify('app.finance.download_failed', { type: 'error', messageArgs: { detail: errorMessage(error) } });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.finance.exports')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.finance.exports_help')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <TextField select size="small" label={translate('app.finance.month')} value={month} onChange={(event) => setMonth(event.target.value)} sx={{ minWidth: 200 }}>
            {months.map((m) => (
              <MenuItem key={m} value={m}>
                {monthName(m, locale)}
              </MenuItem>
            ))}
          </TextField>
          {EXPORTS.map(({ kind, label }) => (
            <Button
              key={kind}
              variant="outlined"
              onClick={() => void download(kind)}
              disabled={busy !== null}
              startIcon={busy === kind ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
            >
              {translate(label)}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
