import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ListLinkToolbar } from '../common/PageToolbars';
import { CategoryInput, LocationInput } from '../common/ReferenceInputs';
import { CreatePage } from '../common/SavePages';

export function PopularCityCreate() {
  return (
    <CreatePage
      title="app.popular_cities.add"
      messages={{ success: 'app.popular_cities.added', failure: 'app.popular_cities.add_failed' }}
      actions={<ListLinkToolbar to="/popular-locations" label="app.popular_cities.list" />}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="app.popular_cities.submit" />
          </Toolbar>
        }
        sx={{ maxWidth: 560 }}
      >
        <LocationInput isRequired />
        <CategoryInput isRequired />
      </SimpleForm>
    </CreatePage>
  );
}
