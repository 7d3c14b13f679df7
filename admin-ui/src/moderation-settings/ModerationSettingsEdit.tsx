import { Edit, maxValue, minValue, NumberInput, RadioButtonGroupInput, required, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveMessages } from '../common/useSaveMessages';
import type { ApiSchemas } from '../providers/api-types';

type Settings = ApiSchemas['ModerationSettingsDto'];

const MODES: { id: Settings['mode']; name: string }[] = [
  { id: 'post', name: 'Post-moderation: ads go on the site when posted; moderators act on reports afterwards' },
  { id: 'pre', name: 'Pre-moderation: new and edited ads wait in the review queue until a moderator approves them' },
];

const CONTACT: { id: Settings['contactInText']; name: string }[] = [
  { id: 'MASK', name: 'Mask them: the ad is saved with them hidden' },
  { id: 'REFUSE', name: 'Refuse the ad: the seller must remove them before it is saved' },
];

const threshold = [required(), minValue(1), maxValue(100)];

/** Save only: the one record cannot be deleted. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Settings → Moderation: the one record at /moderation-settings/1 (there is no list). */
export function ModerationSettingsEdit() {
  const mutationOptions = useSaveMessages('moderation-settings', 'Moderation settings saved', 'The moderation settings were not saved.', false);
  return (
    <Edit title="Moderation" actions={false} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm sx={{ maxWidth: 720 }} toolbar={<SaveOnly />}>
        <RadioButtonGroupInput
          source="mode"
          label="Moderation"
          choices={MODES}
          row={false}
          validate={required()}
          helperText="Switching to pre holds ads posted or edited from then on; ads already on the site stay. Switching back to post leaves the queue as it is: decide what waits."
        />
        <NumberInput
          source="reportThreshold"
          label="Reports that hide an ad"
          validate={threshold}
          step={1}
          helperText="Reports from this many different people take an ad off the site until a moderator reviews it (1–100)"
        />
        <NumberInput
          source="underageReportThreshold"
          label="Under-age reports that hide an ad"
          validate={threshold}
          step={1}
          helperText="The same for reports that someone in the ad may be under 18 (1–100; 1 hides it at the first report)"
        />
        <RadioButtonGroupInput source="contactInText" label="Phone numbers, e-mail addresses and links in an ad's text" choices={CONTACT} row={false} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
