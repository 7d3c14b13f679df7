import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { ShowRecord } from '../common/ShowParts';
import { type Description, DescriptionCard } from './DescriptionCard';

export function DescriptionShow() {
  return (
    <>
      <Title title="app.descriptions.title" />
      <Box sx={{ mt: 2, maxWidth: 900 }}>
        <ShowRecord<Description>>{(record) => <DescriptionCard record={record} />}</ShowRecord>
      </Box>
    </>
  );
}
