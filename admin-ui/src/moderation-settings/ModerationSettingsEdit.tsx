import { Edit, maxValue, minValue, NumberInput, RadioButtonGroupInput, required, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveMessages } from '../common/useSaveMessages';
import type { ApiSchemas } from '../providers/api-types';

type Settings = ApiSchemas['ModerationSettingsDto'];

/** Names are translation keys (react-admin's inputs translate their choices). */
const MODES: { id: Settings['mode']; name: string }[] = [
  { id: 'post', name: 'app.moderation.post' },
  { id: 'pre', name: 'app.moderation.pre' },
];

const CONTACT: { id: Settings['contactInText']; name: string }[] = [
  { id: 'MASK', name: 'app.moderation.mask' },
  { id: 'REFUSE', name: 'app.moderation.refuse' },
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
  const mutationOptions = useSaveMessages('moderation-settings', 'app.moderation.saved', 'app.moderation.save_failed', false);
  return (
    <Edit title="resources.moderation-settings.name" actions={false} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm sx={{ maxWidth: 720 }} toolbar={<SaveOnly />}>
        <RadioButtonGroupInput source="mode" choices={MODES} row={false} validate={required()} helperText="app.moderation.mode_help" />
        <NumberInput source="reportThreshold" validate={threshold} step={1} helperText="app.moderation.threshold_help" />
        <NumberInput source="underageReportThreshold" validate={threshold} step={1} helperText="app.moderation.underage_help" />
        <RadioButtonGroupInput source="contactInText" choices={CONTACT} row={false} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
