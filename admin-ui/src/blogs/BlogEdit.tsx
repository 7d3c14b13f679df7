import { Edit, TopToolbar } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { BlogForm } from './BlogForm';
import { CommentsEditor } from './CommentsEditor';

export function BlogEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <BackButton to="/blogs" label="Back to posts" />
        </TopToolbar>
      }
    >
      <BlogForm />
      <CommentsEditor />
    </Edit>
  );
}
