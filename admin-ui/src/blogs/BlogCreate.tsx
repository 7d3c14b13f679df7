import { Create, TopToolbar } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { BlogForm } from './BlogForm';

/** After creating, the post opens for editing, where its comments are added. */
export function BlogCreate() {
  return (
    <Create
      title="Add Post"
      redirect="edit"
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <BackButton to="/blogs" label="Back to posts" />
        </TopToolbar>
      }
    >
      <BlogForm />
    </Create>
  );
}
