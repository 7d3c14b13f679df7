import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSmallScreen } from '../common/RecordCards';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { PromotionCards, PromotionTable } from './PromotionRows';
import { RefundDialog } from './RefundDialog';
import { PROMOTIONS_KEY, type Promotion } from './types';

/** How long typing pauses before the list is asked again. */
const SEARCH_DELAY_MS = 400;

/** The search in the address (?email=), so that a reload or a shared link keeps it. */
function useEmailSearch(): [string, string, (typed: string) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const email = new URLSearchParams(search).get('email') ?? '';
  const [typed, setTyped] = useState(email);
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === email) return;
    const timer = setTimeout(() => navigate({ search: wanted ? `?${new URLSearchParams({ email: wanted })}` : '' }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, email, navigate]);
  return [email, typed, setTyped];
}

/**
 * Payments → Promotions: the promotions sellers bought from their wallets, newest first (the latest 200), searched by
 * the seller's e-mail; each shows the refund made, or a button to refund it (RefundDialog).
 */
export function PromotionsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const small = useSmallScreen();
  const [email, typed, setTyped] = useEmailSearch();
  const [refunding, setRefunding] = useState<Promotion | null>(null);
  /** The dialog closed after a refund or a final refusal: the list (and the finance figures) asked again. */
  const settled = () => {
    setRefunding(null);
    void queryClient.invalidateQueries({ queryKey: [PROMOTIONS_KEY] });
    void queryClient.invalidateQueries({ queryKey: ['finance-summary'] });
  };
  const { data, error, isPending } = useQuery({
    queryKey: [PROMOTIONS_KEY, email],
    queryFn: async () => (await dataProvider.promotions(email || undefined)).data,
    placeholderData: keepPreviousData,
  });
  // A 401/403 ended the session: react-admin's data provider then answers an empty object.
  const promotions = Array.isArray(data) ? data : [];
  const Rows = small ? PromotionCards : PromotionTable;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 4 }}>
      <Title title="app.promotions.title" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.promotions.intro')}
      </Typography>
      <TextField
        type="search"
        size="small"
        label={translate('app.promotions.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {error && <Alert severity="error">{translate('app.common.error', { detail: errorMessage(error) })}</Alert>}
      {isPending && <Typography>{translate('app.common.loading')}</Typography>}
      {!isPending && !error && !promotions.length && (
        <Typography role="status" color="text.secondary">
          {email ? translate('app.promotions.none_for', { email }) : translate('app.promotions.none')}
        </Typography>
      )}
      {promotions.length > 0 && <Rows promotions={promotions} onRefund={setRefunding} />}
      {refunding && <RefundDialog promotion={refunding} onClose={() => setRefunding(null)} onRefunded={settled} onRefused={settled} />}
    </Box>
  );
}
