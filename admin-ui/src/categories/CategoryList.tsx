import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { List, Pagination, SearchInput, TopToolbar, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../messages';
import { type Category, CategoryCard } from './CategoryCard';

const CreateCategoryButton = () => (
  <Button component={Link} to="/categories/create" variant="contained" startIcon={<AddIcon />}>
    Create Category
  </Button>
);

function CategoryGrid() {
  const { data, isPending, error } = useListContext<Category>();
  if (isPending) return <Typography sx={{ p: 3 }}>{MESSAGES.categoriesLoading}</Typography>;
  if (error)
    return (
      <Typography sx={{ p: 3 }} color="error">
        {error.message}
      </Typography>
    );
  if (!data.length) return <Typography sx={{ p: 3 }}>{MESSAGES.categoriesEmpty}</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, p: 2 }}>
      {data.map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </Box>
  );
}

const Empty = () => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <Typography gutterBottom>{MESSAGES.categoriesEmpty}</Typography>
    <CreateCategoryButton />
  </Box>
);

export function CategoryList() {
  return (
    <List
      exporter={false}
      title="Categories"
      perPage={12}
      sort={{ field: 'title', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search categories" />]}
      actions={
        <TopToolbar>
          <CreateCategoryButton />
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={[6, 12, 24]} />}
      empty={<Empty />}
    >
      <CategoryGrid />
    </List>
  );
}
