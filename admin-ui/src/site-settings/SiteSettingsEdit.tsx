import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { BooleanInput, Edit, maxLength, regex, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSaveMessages } from '../common/useSaveMessages';

/** Save only: the one record cannot be deleted. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The profile fields with an example address each; the API checks the host (backend/src/site-settings/dto). */
const PROFILES = [
  { source: 'xUrl', example: 'https://x.com/bazaar' },
  { source: 'instagramUrl', example: 'https://www.instagram.com/bazaar' },
  { source: 'facebookUrl', example: 'https://www.facebook.com/bazaar' },
  { source: 'telegramUrl', example: 'https://t.me/bazaar' },
];

/** The GST rates the API takes (UpdateSiteSettingsDto.gstRatePercent). */
const GST_RATES = [0, 5, 12, 18, 28].map((rate) => ({ id: rate, name: `${rate}%` }));

/** A GSTIN's shape (the API also checks its state code and check digit); lower case is upper-cased by the API. */
const GSTIN = /^\d{2}[A-Za-z]{5}\d{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]$/;

/** A section's heading; `id` is its anchor: a link to /site-settings/1#<id> (the dashboard's checklist) scrolls to it. */
function Heading({ text, id }: { text: string; id?: string }) {
  const translate = useTranslate();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (id && hash === `#${id}`) heading.current?.scrollIntoView({ block: 'start' });
  }, [id, hash]);
  return (
    <Typography ref={heading} id={id} variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600, scrollMarginTop: 72 }}>
      {translate(text)}
    </Typography>
  );
}

/**
 * Settings → Site settings: the one record at /site-settings/1 (there is no list). Empty fields are saved as unset
 * and the storefront then shows nothing for them; the API validates each field and marks the wrong ones.
 */
export function SiteSettingsEdit() {
  const translate = useTranslate();
  const mutationOptions = useSaveMessages('site-settings', 'app.site_settings.saved', 'app.site_settings.save_failed', false);
  return (
    <Edit title="resources.site-settings.name" actions={false} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm sx={{ maxWidth: 720 }} toolbar={<SaveOnly />}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.site_settings.intro')}
        </Typography>
        <Heading text="app.site_settings.contact" />
        <TextInput source="supportEmail" type="email" validate={maxLength(254)} helperText="app.site_settings.email_help" fullWidth />
        <TextInput source="supportPhone" type="tel" validate={maxLength(20)} helperText="app.site_settings.phone_help" fullWidth />
        <Heading text="app.site_settings.social" />
        {PROFILES.map(({ source, example }) => (
          <TextInput key={source} source={source} type="url" validate={maxLength(200)} helperText={translate('app.site_settings.url_help', { example })} fullWidth />
        ))}
        <Heading text="app.site_settings.legal" id="legal" />
        <Typography variant="body2" color="text.secondary">
          {translate('app.site_settings.legal_intro')}
        </Typography>
        <TextInput source="legalEntityName" validate={maxLength(200)} helperText="app.site_settings.legal_entity_help" fullWidth />
        <TextInput source="grievanceOfficerName" validate={maxLength(100)} helperText="app.site_settings.grievance_name_help" fullWidth />
        <TextInput source="grievanceOfficerEmail" type="email" validate={maxLength(254)} helperText="app.site_settings.grievance_email_help" fullWidth />
        <TextInput source="grievanceOfficerAddress" multiline minRows={3} validate={maxLength(500)} helperText="app.site_settings.grievance_address_help" fullWidth />
        <TextInput source="grievanceOfficerPhone" type="tel" validate={maxLength(20)} helperText="app.site_settings.grievance_phone_help" fullWidth />
        <TextInput source="dataProtectionEmail" type="email" validate={maxLength(254)} helperText="app.site_settings.data_protection_help" fullWidth />
        <TextInput source="jurisdiction" validate={maxLength(100)} helperText="app.site_settings.jurisdiction_help" fullWidth />
        <Heading text="app.site_settings.gst" id="gst" />
        <Typography variant="body2" color="text.secondary">
          {translate('app.site_settings.gst_intro')}
        </Typography>
        <TextInput source="businessAddress" multiline minRows={3} validate={maxLength(500)} helperText="app.site_settings.business_address_help" fullWidth />
        <TextInput source="gstin" validate={[maxLength(15), regex(GSTIN, 'app.site_settings.gstin_invalid')]} helperText="app.site_settings.gstin_help" fullWidth />
        <TextInput source="sac" validate={[required(), regex(/^\d{4,8}$/, 'app.site_settings.sac_invalid')]} helperText="app.site_settings.sac_help" fullWidth />
        <SelectInput source="gstRatePercent" choices={GST_RATES} translateChoice={false} helperText="app.site_settings.gst_rate_help" />
        <BooleanInput source="pricesIncludeTax" helperText="app.site_settings.prices_include_tax_help" />
      </SimpleForm>
    </Edit>
  );
}
