import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box, Button, Card, CardActions, CardContent, CardMedia, CircularProgress, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { withDetail } from '../messages';
import type { ApiSchemas } from '../providers/api-types';
import { errorMessage } from '../providers/httpClient';

export type Category = ApiSchemas['CategoryDto'];

/**
 * One category: uppercase title, its Hindi title when it has one, image, Update and Delete. While the
 * delete runs the card fades and the button spins; if the server refuses (a category with ads is 409),
 * the card comes back.
 */
export function CategoryCard({ category }: { category: Category }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [remove, { isPending }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const [gone, setGone] = useState(false);
  const headingId = useId();

  const doDelete = () => {
    setConfirming(false);
    remove(
      'categories',
      { id: category.id, previousData: category },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setGone(true);
          notify('app.categories.deleted', { type: 'success' });
        },
        onError: (error) => notify(withDetail(translate('app.categories.delete_failed'), errorMessage(error)), { type: 'error' }),
      },
    );
  };

  if (gone) return null;
  return (
    <Card component="article" aria-labelledby={headingId} aria-busy={isPending} sx={{ display: 'flex', flexDirection: 'column', opacity: isPending ? 0.5 : 1, transition: 'opacity .2s' }}>
      {category.image ? (
        <CardMedia component="img" image={category.image} alt={category.title} sx={{ height: 140, objectFit: 'cover' }} />
      ) : (
        <Box sx={{ height: 140, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}>
          <ImageIcon fontSize="large" />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ textTransform: 'uppercase', fontWeight: 700 }}>
          {category.title}
        </Typography>
        {category.titleHi && (
          <Typography lang="hi" variant="body2">
            {category.titleHi}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {category.metaTitle || `/${category.slug}`}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" variant="contained" component={Link} to={`/categories/${category.id}`} disabled={isPending}>
          {translate('app.common.update')}
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => setConfirming(true)}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {translate('ra.action.delete')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        title="app.categories.delete_title"
        titleTranslateOptions={{ title: category.title }}
        content="app.categories.delete_content"
        onConfirm={doDelete}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
