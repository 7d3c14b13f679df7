import { BackToolbar } from '../common/PageToolbars';
import { CreatePage } from '../common/SavePages';
import { BlogForm } from './BlogForm';

/** After creating, the post opens for editing, where its comments are added. */
export function BlogCreate() {
  return (
    <CreatePage title="Add Post" redirect="edit" actions={<BackToolbar to="/blogs" label="Back to posts" />}>
      <BlogForm />
    </CreatePage>
  );
}
