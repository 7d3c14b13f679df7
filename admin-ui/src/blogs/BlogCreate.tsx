import { BackToolbar } from '../common/PageToolbars';
import { CreatePage } from '../common/SavePages';
import { BlogForm } from './BlogForm';

/** After creating, the post opens for editing, where its comments are added. */
export function BlogCreate() {
  return (
    <CreatePage title="app.blogs.add" redirect="edit" actions={<BackToolbar to="/blogs" label="app.blogs.back" />}>
      <BlogForm />
    </CreatePage>
  );
}
