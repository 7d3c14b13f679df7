import { Box, Typography } from '@mui/material';
import { ShowBase, Title, useShowContext } from 'react-admin';
import { type Description, DescriptionCard } from './DescriptionCard';

function ShowOne() {
  const { record, isPending, error } = useShowContext<Description>();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading...</Typography>;
  if (error || !record) return <Typography sx={{ p: 2 }} color="error">{`Error: ${error?.message ?? 'not found'}`}</Typography>;
  return <DescriptionCard record={record} />;
}

export function DescriptionShow() {
  return (
    <ShowBase>
      <Title title="Home page description" />
      <Box sx={{ mt: 2, maxWidth: 900 }}>
        <ShowOne />
      </Box>
    </ShowBase>
  );
}
