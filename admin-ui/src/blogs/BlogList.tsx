import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, DeleteWithConfirmButton, EditButton, List, Pagination, TopToolbar, useNotify, useTranslate, WrapperField } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIndianDates } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { SearchBox } from '../common/SearchBox';
import { TruncatedText } from '../common/TruncatedText';
import { errorMessage } from '../providers/httpClient';
import { type BlogPost, plainText } from './types';
import { ListEmpty } from '../common/ListEmpty';

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to="/blogs/create" variant="contained" startIcon={<AddIcon />}>
        {translate('app.blogs.add')}
      </Button>
    </TopToolbar>
  );
}

function Comments({ post }: { post: BlogPost }) {
  const translate = useTranslate();
  if (!post.comments.length)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {post.comments.slice(0, 2).map((c) => (
        <li key={c.id}>
          <TruncatedText text={c.text} max={40} />
        </li>
      ))}
      {post.comments.length > 2 && <Typography variant="caption">{translate('app.blogs.more', { count: post.comments.length - 2 })}</Typography>}
    </Box>
  );
}

function DeletePost() {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      confirmTitle="app.blogs.delete_title"
      confirmContent="app.blogs.delete_content"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => notify('app.blogs.deleted', { type: 'success' }),
        onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
      }}
    />
  );
}

const Column = DataTable.Col<BlogPost>;
const Photo = ({ post }: { post: BlogPost }) =>
  post.photo ? <Box component="img" src={post.photo} alt="" sx={{ width: 64, height: 44, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} /> : null;

function BlogTable() {
  const { date } = useIndianDates();
  return (
    <DataTable<BlogPost> rowClick={false} bulkActionButtons={false}>
      <Column source="id" />
      <Column source="title" />
      <Column source="description" disableSort cellSx={() => ({ minWidth: 200 })} render={(p) => <TruncatedText text={plainText(p.description)} max={60} />} />
      <Column source="photo" disableSort render={(p) => (p.photo ? <Photo post={p} /> : '—')} />
      <Column source="comments" disableSort cellSx={() => ({ minWidth: 180 })} render={(p) => <Comments post={p} />} />
      <Column source="createdAt" render={(p) => date(p.createdAt)} />
      <Column label="app.common.actions" disableSort>
        <WrapperField>
          <EditButton />
          <DeletePost />
        </WrapperField>
      </Column>
    </DataTable>
  );
}

function BlogCards() {
  return (
    <RecordCards<BlogPost>>
      {(p) => (
        <>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Photo post={p} />
            <Box>
              <Typography variant="subtitle2">{p.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                <TruncatedText text={plainText(p.description)} max={80} />
              </Typography>
            </Box>
          </Box>
          <Comments post={p} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <EditButton />
            <DeletePost />
          </Box>
        </>
      )}
    </RecordCards>
  );
}

/** Seed: 5 posts per page. */
export function BlogList() {
  const small = useSmallScreen();
  return (
    <List
      exporter={false}
      actions={<Actions />}
      empty={<ListEmpty />}
      filters={[<SearchBox key="q" source="q" alwaysOn placeholder="app.blogs.search" />]}
      perPage={5}
      pagination={<Pagination rowsPerPageOptions={[5, 10, 25]} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {small ? <BlogCards /> : <BlogTable />}
    </List>
  );
}
