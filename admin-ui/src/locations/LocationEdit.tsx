import { Box } from '@mui/material';
import { Edit, SimpleForm, TextInput, TopToolbar } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { useSaveMessages } from '../common/useSaveMessages';
import { MESSAGES } from '../messages';
import { LocationSeoInputs } from './LocationSeoInputs';

/** State and district are read-only once created (the server ignores them on update). */
export function LocationEdit() {
  const mutationOptions = useSaveMessages('locations', MESSAGES.locationUpdated, MESSAGES.locationUpdateFailed);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <BackButton to="/locations" label="Back to locations" />
        </TopToolbar>
      }
    >
      <SimpleForm sx={{ maxWidth: 900 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <TextInput source="state" readOnly helperText="Read-only" sx={{ flex: '1 1 280px' }} />
          <TextInput source="district" readOnly helperText="Read-only" sx={{ flex: '1 1 280px' }} />
        </Box>
        <LocationSeoInputs />
      </SimpleForm>
    </Edit>
  );
}
