import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { ListBase, Title, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../messages';
import { type Description, DescriptionCard } from './DescriptionCard';

function OneDescription() {
  const { data, isPending, error } = useListContext<Description>();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading...</Typography>;
  if (error) return <Typography sx={{ p: 2 }} color="error">{`Error: ${error.message}`}</Typography>;
  if (!data.length) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography gutterBottom>{MESSAGES.descriptionEmpty}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/descriptions/create">
          Add description
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
      <Title title="Home page description" />
      <Box sx={{ mt: 2, maxWidth: 900 }}>
        <OneDescription />
      </Box>
    </ListBase>
  );
}
