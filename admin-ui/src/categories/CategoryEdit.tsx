import DetailsIcon from '@mui/icons-material/ListAlt';
import { Box, Button, Card, Typography } from '@mui/material';
import { EditBase, Title, useEditContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { listUrl } from '../common/links';
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
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <BackToolbar to="/categories" label="app.categories.back" />
        {record && (
          <Button component={Link} to={listUrl('/category-fields', { categoryId: record.id })} startIcon={<DetailsIcon />}>
            {translate('app.category_fields.details_link')}
          </Button>
        )}
      </Box>
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
