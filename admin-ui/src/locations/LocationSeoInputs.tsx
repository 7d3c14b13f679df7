import { Box } from '@mui/material';
import { maxLength, maxValue, minValue, NumberInput, TextInput } from 'react-admin';
import { ImageUpload } from '../common/ImageUpload';
import { RichTextInput } from '../common/rich-text/RichTextInput';

/** An absolute http(s) address, or nothing (the server checks the same); the messages are translation keys. */
const httpUrl = (value: unknown) => {
  if (!value) return undefined;
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'app.locations.not_http';
  } catch {
    return 'app.locations.not_url';
  }
};

/** The SEO fields of a location's search page, shared by create and edit. */
export function LocationSeoInputs() {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="metaTitle" validate={maxLength(200)} sx={{ flex: '1 1 280px' }} />
        <TextInput source="canonicalLink" validate={[maxLength(500), httpUrl]} sx={{ flex: '1 1 280px' }} />
      </Box>
      <TextInput source="metaDescription" validate={maxLength(500)} multiline minRows={2} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="h1Tag" validate={maxLength(200)} sx={{ flex: '1 1 280px' }} />
        <TextInput source="h2Tag" validate={maxLength(200)} sx={{ flex: '1 1 280px' }} />
      </Box>
      {/* The district's centroid, for "Locate me" and "within 50 km" (decision 0043); the server checks the same box. */}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <NumberInput source="latitude" step={0.001} validate={[minValue(6), maxValue(37.5)]} helperText="app.locations.centroid_help" sx={{ flex: '1 1 200px' }} />
        <NumberInput source="longitude" step={0.001} validate={[minValue(68), maxValue(97.5)]} sx={{ flex: '1 1 200px' }} />
      </Box>
      <RichTextInput source="locationDescription" label="resources.locations.fields.locationDescription" />
      <ImageUpload source="newStateImage" current="stateImage" label="resources.locations.fields.stateImage" />
    </>
  );
}
