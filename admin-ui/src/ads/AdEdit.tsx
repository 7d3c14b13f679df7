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
  useTranslate,
} from 'react-admin';
import { useRef } from 'react';
import { BackButton } from '../common/BackButton';
import { useIntlLocale } from '../common/dates';
import { CategoryInput, LocationInput } from '../common/ReferenceInputs';
import { AdSaveButton, type PendingTakeDown, withTakeDown } from './AdSaveButton';
import { type Ad, STATUS_CHOICES } from './types';
import { VERIFIED_EMAIL_HELP } from './VerifiedEmailSwitch';

/** The API's rules (backend/src/ads/dto/ad.dto.ts; docs/seller-guide.md, "Posting an ad"), checked before the call too; messages are translation keys. */
const validateTitle = [required(), minLength(10), maxLength(120)];
const validateDescription = [required(), minLength(30), maxLength(5000)];
const validatePhone = [required(), regex(/^(?:\+91|91|0)?[\s-]*[6-9](?:[\s-]*\d){9}$/, 'app.ads.phone_format')];
const validateAge = [required(), minValue(18, 'app.ads.adults_only'), maxValue(99)];

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
  const translate = useTranslate();
  return <>{record ? translate('app.ads.edit_title', { id: record.id }) : translate('app.ads.edit_title_plain')}</>;
};

const EditActions = () => (
  <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
    <BackButton to="/ads" label="app.ads.back" />
  </TopToolbar>
);

const EditToolbar = ({ pendingRef }: { pendingRef: PendingTakeDown }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <AdSaveButton pendingRef={pendingRef} />
    <DeleteWithConfirmButton confirmTitle="app.ads.delete_title" mutationMode="pessimistic" />
  </Toolbar>
);

/**
 * Save sends only the changed fields, then returns to the listing (the seed's Save made no call); setting an
 * active ad to Inactivated asks why first (AdSaveButton).
 */
export function AdEdit() {
  const pendingRef: PendingTakeDown = useRef(null);
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Edit mutationMode="pessimistic" redirect="list" actions={<EditActions />} title={<AdTitle />} transform={(data, options) => withTakeDown(pendingRef.current, data, options)}>
      <SimpleForm toolbar={<EditToolbar pendingRef={pendingRef} />} sx={{ maxWidth: 720 }}>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <Labeled>
            <TextField source="userName" />
          </Labeled>
          <Labeled>
            <TextField source="sellerEmail" />
          </Labeled>
          <Labeled>
            <DateField source="createdAt" showTime locales={locale} />
          </Labeled>
          <Labeled>
            <DateField source="expiresAt" showTime locales={locale} emptyText="—" />
          </Labeled>
          <Labeled>
            <TextField source="views" />
          </Labeled>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('app.ads.photos')}
        </Typography>
        <Photos />
        <TextInput source="title" validate={validateTitle} fullWidth />
        <TextInput source="description" validate={validateDescription} multiline minRows={4} fullWidth />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <CategoryInput label="resources.ads.fields.category" isRequired />
          <LocationInput label="resources.ads.fields.location" isRequired />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput source="phone" validate={validatePhone} />
          <NumberInput source="age" validate={validateAge} min={18} max={99} />
          <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} />
        </Box>
        <BooleanInput source="verifiedEmail" helperText={VERIFIED_EMAIL_HELP} />
      </SimpleForm>
    </Edit>
  );
}
