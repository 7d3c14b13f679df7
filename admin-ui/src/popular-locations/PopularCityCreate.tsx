import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ListLinkToolbar } from '../common/PageToolbars';
import { CategoryInput, LocationInput } from '../common/ReferenceInputs';
import { CreatePage } from '../common/SavePages';
import { MESSAGES } from '../messages';

export function PopularCityCreate() {
  return (
    <CreatePage
      title="Add popular city"
      messages={{ success: MESSAGES.cityAdded, failure: MESSAGES.cityAddFailed }}
      actions={<ListLinkToolbar to="/popular-locations" label="List of popular cities" />}
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
    </CreatePage>
  );
}
