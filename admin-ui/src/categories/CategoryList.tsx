import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { List, Pagination, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListEmpty } from '../common/ListEmpty';
import { SearchBox } from '../common/SearchBox';
import { type Category, CategoryCard } from './CategoryCard';

function CreateCategoryButton() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/categories/create" variant="contained" startIcon={<AddIcon />}>
      {translate('app.categories.create')}
    </Button>
  );
}

function CategoryGrid() {
  const { data, isPending, error } = useListContext<Category>();
  const translate = useTranslate();
  if (isPending) return <Typography sx={{ p: 3 }}>{translate('app.categories.loading_all')}</Typography>;
  if (error)
    return (
      <Typography sx={{ p: 3 }} color="error">
        {error.message}
      </Typography>
    );
  if (!data.length) return <Typography sx={{ p: 3 }}>{translate('app.categories.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, p: 2 }}>
      {data.map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </Box>
  );
}

export function CategoryList() {
  return (
    <List
      exporter={false}
      perPage={12}
      sort={{ field: 'title', order: 'ASC' }}
      filters={[<SearchBox key="q" source="q" alwaysOn placeholder="app.categories.search" />]}
      actions={
        <TopToolbar>
          <CreateCategoryButton />
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={[6, 12, 24]} />}
      empty={<ListEmpty />}
    >
      <CategoryGrid />
    </List>
  );
}
