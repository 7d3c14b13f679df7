import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { DeleteWithConfirmButton, RecordContextProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ApiSchemas } from '../providers/api-types';

/** `description` is HTML the server has sanitised. */
export type Description = ApiSchemas['SeoDescriptionDto'];

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" color="text.secondary">
    {children}
  </Typography>
);

/** The single SEO description with Update and Delete (seed: /admin/list-Description). */
export function DescriptionCard({ record }: { record: Description }) {
  return (
    <RecordContextProvider value={record}>
      <Card>
        <CardContent>
          <Caption>H1 tag</Caption>
          <Typography variant="h5" component="p" gutterBottom>
            {record.headingH1}
          </Typography>
          <Caption>H2 tag</Caption>
          <Typography variant="h6" component="p" gutterBottom>
            {record.headingH2}
          </Typography>
          <Caption>Description</Caption>
          {/* Sanitised by the server to text formatting and links before it was stored. */}
          <Box sx={{ '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: record.description }} />
        </CardContent>
        <CardActions>
          <Button variant="contained" startIcon={<EditIcon />} component={Link} to={`/descriptions/${record.id}`}>
            Update
          </Button>
          <DeleteWithConfirmButton
            resource="descriptions"
            variant="outlined"
            confirmTitle="Delete the home page description?"
            confirmContent="The storefront's home page will show no SEO text until a new one is added."
            mutationMode="pessimistic"
            redirect="/descriptions"
          />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
