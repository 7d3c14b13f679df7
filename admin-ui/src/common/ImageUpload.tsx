import { Box, Typography } from '@mui/material';
import { ImageField, ImageInput, useRecordContext, useTranslate } from 'react-admin';

/** JPEG, PNG or WebP up to 5 MB (the server checks the content too). */
export const IMAGE_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The record's current image (source `current`) and a drop zone for a replacement, kept under its
 * own form source (`source`) so the current URL is never posted back. `label` is a translation key.
 */
export function ImageUpload({ source, current, label }: { source: string; current: string; label: string }) {
  const record = useRecordContext();
  const url = record?.[current] as string | null | undefined;
  const translate = useTranslate();
  const name = translate(label);
  return (
    <Box sx={{ width: '100%' }}>
      {url && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.image.current', { label: name.toLowerCase() })}
          </Typography>
          <Box component="img" src={url} alt="" sx={{ display: 'block', maxWidth: 240, maxHeight: 160, objectFit: 'cover', borderRadius: 1 }} />
        </Box>
      )}
      <ImageInput
        source={source}
        label={url ? translate('app.image.replace', { label: name.toLowerCase() }) : name}
        accept={IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        placeholder={<Typography variant="body2">{translate('app.image.drop')}</Typography>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
}
