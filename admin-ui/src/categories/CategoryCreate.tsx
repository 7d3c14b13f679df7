import { Create, TopToolbar } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { useSaveMessages } from '../common/useSaveMessages';
import { MESSAGES } from '../messages';
import { CategoryForm } from './CategoryForm';

export function CategoryCreate() {
  const mutationOptions = useSaveMessages('categories', MESSAGES.categoryCreated, MESSAGES.categoryCreateFailed);
  return (
    <Create
      title="Create Category"
      mutationOptions={mutationOptions}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <BackButton to="/categories" label="Back to categories" />
        </TopToolbar>
      }
    >
      <CategoryForm />
    </Create>
  );
}
