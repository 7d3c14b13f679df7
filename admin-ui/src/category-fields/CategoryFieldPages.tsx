import { Alert } from '@mui/material';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { BackToolbar } from '../common/PageToolbars';
import { useSaveMessages } from '../common/useSaveMessages';
import { CategoryFieldInputs } from './CategoryFieldInputs';
import { RemoveFieldButton } from './RemoveFieldButton';
import { toCreateBody, toUpdateBody } from './types';

const back = <BackToolbar to="/category-fields" label="app.category_fields.back" />;

/** Adds a field; then the list, which keeps the category it was filtered by. */
export function CategoryFieldCreate() {
  const mutationOptions = useSaveMessages('category-fields', 'app.category_fields.added', 'app.category_fields.add_failed');
  return (
    <Create title="app.category_fields.new" actions={back} mutationOptions={mutationOptions} transform={toCreateBody}>
      <SimpleForm sx={{ maxWidth: 760 }} defaultValues={{ required: false, onCard: false, multiple: false, position: 0 }}>
        <CategoryFieldInputs />
      </SimpleForm>
    </Create>
  );
}

/** On a removed field's page: what removed means, and that saving changes only its labels and settings. */
function RemovedNote() {
  const record = useRecordContext<{ removed?: boolean }>();
  const translate = useTranslate();
  return record?.removed ? (
    <Alert severity="info" sx={{ mb: 1, width: '100%' }}>
      {translate('app.category_fields.removed_note')}
    </Alert>
  ) : null;
}

/** Changes a field's labels and settings (PUT, only what changed); its category, key and kind stay. */
export function CategoryFieldEdit() {
  const mutationOptions = useSaveMessages('category-fields', 'app.category_fields.saved', 'app.category_fields.save_failed');
  return (
    <Edit title="app.category_fields.edit_title" actions={back} mutationMode="pessimistic" mutationOptions={mutationOptions} transform={toUpdateBody}>
      <SimpleForm
        sx={{ maxWidth: 760 }}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <RemoveFieldButton toList />
          </Toolbar>
        }
      >
        <RemovedNote />
        <CategoryFieldInputs fixed />
      </SimpleForm>
    </Edit>
  );
}
