import { Card, Typography } from '@mui/material';
import { EditBase, Title, useEditContext } from 'react-admin';
import { BackToolbar } from '../common/PageToolbars';
import { useSaveMessages } from '../common/useSaveMessages';
import { MESSAGES } from '../messages';
import { CategoryForm } from './CategoryForm';

/** The seed's loading and not-found texts instead of react-admin's redirect to the list. */
function CategoryEditView() {
  const { isPending, error, record } = useEditContext();
  return (
    <>
      <Title title={record ? `Update category ${record.title}` : 'Update category'} />
      <BackToolbar to="/categories" label="Back to categories" />
      {isPending ? (
        <Typography sx={{ p: 2 }}>{MESSAGES.categoryLoading}</Typography>
      ) : error || !record ? (
        <Typography sx={{ p: 2 }} color="error">
          {MESSAGES.categoryNotFound}
        </Typography>
      ) : (
        <Card>
          <CategoryForm />
        </Card>
      )}
    </>
  );
}

export function CategoryEdit() {
  const mutationOptions = useSaveMessages('categories', MESSAGES.categoryUpdated, MESSAGES.categoryUpdateFailed);
  return (
    <EditBase mutationMode="pessimistic" mutationOptions={mutationOptions} queryOptions={{ retry: false, onError: () => undefined }}>
      <CategoryEditView />
    </EditBase>
  );
}
