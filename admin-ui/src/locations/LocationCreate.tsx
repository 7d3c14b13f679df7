import { Box, Button } from '@mui/material';
import { Create, maxLength, minLength, required, SimpleForm, TextInput, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSaveMessages } from '../common/useSaveMessages';
import { MESSAGES } from '../messages';
import { LocationSeoInputs } from './LocationSeoInputs';

const validateName = [required(), minLength(2), maxLength(100)];

export function LocationCreate() {
  const mutationOptions = useSaveMessages('locations', MESSAGES.locationCreated, MESSAGES.locationCreateFailed);
  return (
    <Create
      title="Add location"
      mutationOptions={mutationOptions}
      actions={
        <TopToolbar>
          <Button component={Link} to="/locations">
            List of locations
          </Button>
        </TopToolbar>
      }
    >
      <SimpleForm sx={{ maxWidth: 900 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <TextInput source="state" validate={validateName} sx={{ flex: '1 1 280px' }} />
          <TextInput source="district" validate={validateName} sx={{ flex: '1 1 280px' }} />
        </Box>
        <LocationSeoInputs />
      </SimpleForm>
    </Create>
  );
}
