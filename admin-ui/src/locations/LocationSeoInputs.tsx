import { Box } from '@mui/material';
import { maxLength, TextInput } from 'react-admin';
import { ImageUpload } from '../common/ImageUpload';
import { RichTextInput } from '../common/rich-text/RichTextInput';

/** An absolute http(s) address, or nothing (the server checks the same). */
const httpUrl = (value: unknown) => {
  if (!value) return undefined;
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'Must be an http(s) URL';
  } catch {
    return 'Must be a full URL, e.g. https://example.com/escorts/pune';
  }
};

/** The SEO fields of a location's search page, shared by create and edit. */
export function LocationSeoInputs() {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="metaTitle" label="Meta title" validate={maxLength(200)} sx={{ flex: '1 1 280px' }} />
        <TextInput source="canonicalLink" label="Canonical link" validate={[maxLength(500), httpUrl]} sx={{ flex: '1 1 280px' }} />
      </Box>
      <TextInput source="metaDescription" label="Meta description" validate={maxLength(500)} multiline minRows={2} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="h1Tag" label="H1 tag" validate={maxLength(200)} sx={{ flex: '1 1 280px' }} />
        <TextInput source="h2Tag" label="H2 tag" validate={maxLength(200)} sx={{ flex: '1 1 280px' }} />
      </Box>
      <RichTextInput source="locationDescription" label="Location description" />
      <ImageUpload source="newStateImage" current="stateImage" label="State image" />
    </>
  );
}
