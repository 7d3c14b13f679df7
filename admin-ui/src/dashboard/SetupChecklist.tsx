import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../common/useApiQuery';
import { api, type SetupStep } from '../providers/api';

/** Where each step is done; texts under app.dashboard.setup. */
const FIX: Record<SetupStep, string> = {
  activeQrCode: '/qr-codes',
  packages: '/packages',
  contactDetails: '/site-settings/1',
  grievanceOfficer: '/site-settings/1#legal',
};

/**
 * What a new install still lacks (GET /api/admin/dashboard/setup), each with a link to the page that fixes it;
 * nothing at all once everything is set up.
 */
export function SetupChecklist() {
  const translate = useTranslate();
  const { data } = useApiQuery(['dashboard-setup'], api.dashboardSetup);
  if (!data?.left.length) return null;
  return (
    <Alert severity="warning" role="region" aria-label={translate('app.dashboard.setup.title')}>
      <AlertTitle>{translate('app.dashboard.setup.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {data.left.map((step) => (
          <li key={step}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
              <span>{translate(`app.dashboard.setup.${step}`)}</span>
              <Button component={Link} to={FIX[step]} size="small" variant="outlined" color="inherit">
                {translate(`app.dashboard.setup.${step}_fix`)}
              </Button>
            </Box>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
