import { Box } from '@mui/material';
import { maxLength, minLength, required, SimpleForm, TextInput } from 'react-admin';
import { HindiNameInput } from '../common/HindiNameInput';
import { ListLinkToolbar } from '../common/PageToolbars';
import { CreatePage } from '../common/SavePages';
import { LocationSeoInputs } from './LocationSeoInputs';

const validateName = [required(), minLength(2), maxLength(100)];

export function LocationCreate() {
  return (
    <CreatePage
      title="app.locations.add"
      messages={{ success: 'app.locations.created', failure: 'app.locations.create_failed' }}
      actions={<ListLinkToolbar to="/locations" label="app.locations.list" />}
    >
      <SimpleForm sx={{ maxWidth: 900 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <TextInput source="state" validate={validateName} sx={{ flex: '1 1 280px' }} />
          <TextInput source="district" validate={validateName} sx={{ flex: '1 1 280px' }} />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <HindiNameInput source="stateHi" maxLength={100} helperText="app.locations.state_hi_new" sx={{ flex: '1 1 280px' }} />
          <HindiNameInput source="districtHi" maxLength={100} sx={{ flex: '1 1 280px' }} />
        </Box>
        <LocationSeoInputs />
      </SimpleForm>
    </CreatePage>
  );
}
