import { Box } from '@mui/material';
import { SimpleForm, TextInput } from 'react-admin';
import { HindiNameInput } from '../common/HindiNameInput';
import { BackToolbar } from '../common/PageToolbars';
import { EditPage } from '../common/SavePages';
import { LocationSeoInputs } from './LocationSeoInputs';

/** State and district are read-only once created (the server ignores them on update); their Hindi names are not. */
export function LocationEdit() {
  return (
    <EditPage messages={{ success: 'app.locations.updated', failure: 'app.locations.update_failed' }} actions={<BackToolbar to="/locations" label="app.locations.back" />}>
      <SimpleForm sx={{ maxWidth: 900 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <TextInput source="state" readOnly helperText="app.common.read_only" sx={{ flex: '1 1 280px' }} />
          <TextInput source="district" readOnly helperText="app.common.read_only" sx={{ flex: '1 1 280px' }} />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <HindiNameInput source="stateHi" maxLength={100} helperText="app.locations.state_hi_all" sx={{ flex: '1 1 280px' }} />
          <HindiNameInput source="districtHi" maxLength={100} sx={{ flex: '1 1 280px' }} />
        </Box>
        <LocationSeoInputs />
      </SimpleForm>
    </EditPage>
  );
}
