import { BackToolbar } from '../common/PageToolbars';
import { CreatePage } from '../common/SavePages';
import { CategoryForm } from './CategoryForm';

export function CategoryCreate() {
  return (
    <CreatePage
      title="app.categories.create"
      messages={{ success: 'app.categories.created', failure: 'app.categories.create_failed' }}
      actions={<BackToolbar to="/categories" label="app.categories.back" />}
    >
      <CategoryForm />
    </CreatePage>
  );
}
