import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { ListBase, Title, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Description, DescriptionCard } from './DescriptionCard';

function OneDescription() {
  const { data, isPending, error } = useListContext<Description>();
  const translate = useTranslate();
  if (isPending) return <Typography sx={{ p: 2 }}>{translate('app.common.loading')}</Typography>;
  if (error)
    return (
      <Typography sx={{ p: 2 }} color="error">
        {translate('app.common.error', { detail: error.message })}
      </Typography>
    );
  if (!data.length) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography gutterBottom>{translate('app.descriptions.empty')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/descriptions/create">
          {translate('app.descriptions.add_plain')}
        </Button>
      </Box>
    );
  }
  return <DescriptionCard record={data[0]} />;
}

/** There is at most one description (a second POST is 409), so the "list" shows it whole. */
export function DescriptionList() {
  return (
    <ListBase perPage={1}>
      <Title title="app.descriptions.title" />
      <Box sx={{ mt: 2, maxWidth: 900 }}>
        <OneDescription />
      </Box>
    </ListBase>
  );
}
