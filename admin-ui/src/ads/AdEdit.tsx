import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  DateField,
  DeleteWithConfirmButton,
  Edit,
  Labeled,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { useRef } from 'react';
import { BackButton } from '../common/BackButton';
import { CategoryInput, LocationInput } from '../common/ReferenceInputs';
import { AdSaveButton, type PendingTakeDown, withTakeDown } from './AdSaveButton';
import { type Ad, STATUS_CHOICES } from './types';
import { VERIFIED_EMAIL_HELP } from './VerifiedEmailSwitch';

/** The API's rules (backend/src/ads/dto/ad.dto.ts; docs/seller-guide.md, "Posting an ad"), checked before the call too. */
const validateTitle = [required(), minLength(10), maxLength(120)];
const validateDescription = [required(), minLength(30), maxLength(5000)];
const validatePhone = [required(), regex(/^(?:\+91|91|0)?[\s-]*[6-9](?:[\s-]*\d){9}$/, 'Indian mobile number: 10 digits starting with 6-9')];
const validateAge = [required(), minValue(18, 'Adults only: at least 18'), maxValue(99)];

function Photos() {
  const record = useRecordContext<Ad>();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(record?.images ?? []).map((src) => (
        <a key={src} href={src} target="_blank" rel="noreferrer">
          <Box component="img" src={src} alt="" sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />
        </a>
      ))}
    </Box>
  );
}

const AdTitle = () => {
  const record = useRecordContext<Ad>();
  return <>{record ? `Edit ad #${record.id}` : 'Edit ad'}</>;
};

const EditActions = () => (
  <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
    <BackButton to="/ads" label="Back to listings" />
  </TopToolbar>
);

const EditToolbar = ({ pendingRef }: { pendingRef: PendingTakeDown }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <AdSaveButton pendingRef={pendingRef} />
    <DeleteWithConfirmButton confirmTitle="Delete this ad?" mutationMode="pessimistic" />
  </Toolbar>
);

/**
 * Save sends only the changed fields, then returns to the listing (the seed's Save made no call); setting an
 * active ad to Inactivated asks why first (AdSaveButton).
 */
export function AdEdit() {
  const pendingRef: PendingTakeDown = useRef(null);
  return (
    <Edit mutationMode="pessimistic" redirect="list" actions={<EditActions />} title={<AdTitle />} transform={(data, options) => withTakeDown(pendingRef.current, data, options)}>
      <SimpleForm toolbar={<EditToolbar pendingRef={pendingRef} />} sx={{ maxWidth: 720 }}>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <Labeled label="Seller">
            <TextField source="userName" />
          </Labeled>
          <Labeled label="Seller email">
            <TextField source="sellerEmail" />
          </Labeled>
          <Labeled label="Posted">
            <DateField source="createdAt" showTime locales="en-IN" />
          </Labeled>
          <Labeled label="Expires">
            <DateField source="expiresAt" showTime locales="en-IN" emptyText="—" />
          </Labeled>
          <Labeled label="Views">
            <TextField source="views" />
          </Labeled>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Photos
        </Typography>
        <Photos />
        <TextInput source="title" validate={validateTitle} fullWidth />
        <TextInput source="description" validate={validateDescription} multiline minRows={4} fullWidth />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <CategoryInput label="Category" isRequired />
          <LocationInput label="Location" isRequired />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput source="phone" validate={validatePhone} />
          <NumberInput source="age" validate={validateAge} min={18} max={99} />
          <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} />
        </Box>
        <BooleanInput source="verifiedEmail" label="Seller's e-mail verified" helperText={VERIFIED_EMAIL_HELP} />
      </SimpleForm>
    </Edit>
  );
}
