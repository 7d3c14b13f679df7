import { Box, Typography } from '@mui/material';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { type Description, DescriptionCard } from './DescriptionCard';

function ShowOne() {
  const { record, isPending, error } = useShowContext<Description>();
  const translate = useTranslate();
  if (isPending) return <Typography sx={{ p: 2 }}>{translate('app.common.loading')}</Typography>;
  if (error || !record)
    return (
      <Typography sx={{ p: 2 }} color="error">
        {translate('app.common.error', { detail: error?.message ?? translate('app.common.not_found') })}
      </Typography>
    );
  return <DescriptionCard record={record} />;
}

export function DescriptionShow() {
  return (
    <ShowBase>
      <Title title="app.descriptions.title" />
      <Box sx={{ mt: 2, maxWidth: 900 }}>
        <ShowOne />
      </Box>
    </ShowBase>
  );
}
