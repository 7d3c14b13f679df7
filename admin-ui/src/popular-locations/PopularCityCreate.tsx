import { Button } from '@mui/material';
import { Create, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { CategoryInput, LocationInput } from '../common/ReferenceInputs';
import { useSaveMessages } from '../common/useSaveMessages';
import { MESSAGES } from '../messages';

export function PopularCityCreate() {
  const mutationOptions = useSaveMessages('popular-locations', MESSAGES.cityAdded, MESSAGES.cityAddFailed);
  return (
    <Create
      title="Add popular city"
      mutationOptions={mutationOptions}
      actions={
        <TopToolbar>
          <Button component={Link} to="/popular-locations">
            List of popular cities
          </Button>
        </TopToolbar>
      }
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Submit" />
          </Toolbar>
        }
        sx={{ maxWidth: 560 }}
      >
        <LocationInput label="Select City" isRequired />
        <CategoryInput label="Select Category" isRequired />
      </SimpleForm>
    </Create>
  );
}
