import { Card, Typography } from '@mui/material';
import { EditBase, Title, useEditContext, useTranslate } from 'react-admin';
import { BackToolbar } from '../common/PageToolbars';
import { useSaveMessages } from '../common/useSaveMessages';
import { CategoryForm } from './CategoryForm';

/** The seed's loading and not-found texts instead of react-admin's redirect to the list. */
function CategoryEditView() {
  const { isPending, error, record } = useEditContext();
  const translate = useTranslate();
  return (
    <>
      <Title title={record ? translate('app.categories.update_title', { title: record.title }) : 'app.categories.update_title_plain'} />
      <BackToolbar to="/categories" label="app.categories.back" />
      {isPending ? (
        <Typography sx={{ p: 2 }}>{translate('app.categories.loading')}</Typography>
      ) : error || !record ? (
        <Typography sx={{ p: 2 }} color="error">
          {translate('app.categories.not_found')}
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
  const mutationOptions = useSaveMessages('categories', 'app.categories.updated', 'app.categories.update_failed');
  return (
    <EditBase mutationMode="pessimistic" mutationOptions={mutationOptions} queryOptions={{ retry: false, onError: () => undefined }}>
      <CategoryEditView />
    </EditBase>
  );
}
