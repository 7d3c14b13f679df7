import { BackToolbar } from '../common/PageToolbars';
import { CreatePage } from '../common/SavePages';
import { MESSAGES } from '../messages';
import { CategoryForm } from './CategoryForm';

export function CategoryCreate() {
  return (
    <CreatePage title="Create Category" messages={{ success: MESSAGES.categoryCreated, failure: MESSAGES.categoryCreateFailed }} actions={<BackToolbar to="/categories" label="Back to categories" />}>
      <CategoryForm />
    </CreatePage>
  );
}
