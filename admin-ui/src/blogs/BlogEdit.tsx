import { BackToolbar } from '../common/PageToolbars';
import { EditPage } from '../common/SavePages';
import { BlogForm } from './BlogForm';
import { CommentsEditor } from './CommentsEditor';

export function BlogEdit() {
  return (
    <EditPage redirect={false} actions={<BackToolbar to="/blogs" label="app.blogs.back" />}>
      <BlogForm />
      <CommentsEditor />
    </EditPage>
  );
}
