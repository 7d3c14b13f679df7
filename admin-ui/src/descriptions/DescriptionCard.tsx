import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { DeleteWithConfirmButton, RecordContextProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ApiSchemas } from '../providers/api-types';

/** `description` is HTML the server has sanitised. */
export type Description = ApiSchemas['SeoDescriptionDto'];

/** `label` is a translation key. */
function Caption({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="overline" color="text.secondary">
      {translate(label)}
    </Typography>
  );
}

/** The single SEO description with Update and Delete (seed: /admin/list-Description). */
export function DescriptionCard({ record }: { record: Description }) {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={record}>
      <Card>
        <CardContent>
          <Caption label="app.descriptions.h1" />
          <Typography variant="h5" component="p" gutterBottom>
            {record.headingH1}
          </Typography>
          <Caption label="app.descriptions.h2" />
          <Typography variant="h6" component="p" gutterBottom>
            {record.headingH2}
          </Typography>
          <Caption label="resources.descriptions.fields.description" />
          {/* Sanitised by the server to text formatting and links before it was stored. */}
          <Box sx={{ '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: record.description }} />
        </CardContent>
        <CardActions>
          <Button variant="contained" startIcon={<EditIcon />} component={Link} to={`/descriptions/${record.id}`}>
            {translate('app.common.update')}
          </Button>
          <DeleteWithConfirmButton
            resource="descriptions"
            variant="outlined"
            confirmTitle="app.descriptions.delete_title"
            confirmContent="app.descriptions.delete_content"
            mutationMode="pessimistic"
            redirect="/descriptions"
          />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
