import { Typography } from '@mui/material';
import { DateTimeInput, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useIndianDates } from '../common/dates';
import { BackToolbar } from '../common/PageToolbars';
import { useSaveMessages } from '../common/useSaveMessages';
import { FactInputs, FindingInputs, HindiInputs } from './BreachInputs';
import { TEXTS, type Breach } from './types';

/** The form holds occurredAt as the datetime input does (local, no zone); the API takes ISO 8601 or null. */
const transform = (values: Record<string, unknown>) => ({
  ...values,
  ...(typeof values.occurredAt === 'string' && values.occurredAt ? { occurredAt: new Date(values.occurredAt).toISOString() } : {}),
});

const notAfterDiscovered: Validator = (value: string | null, all: Breach) =>
  value && new Date(value).getTime() > new Date(all.discoveredAt).getTime() ? 'app.breaches.errors.after_discovered' : undefined;

function Discovered() {
  const record = useRecordContext<Breach>();
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.breaches.discovered_fixed', { date: dateTime(record.discoveredAt) })}
    </Typography>
  );
}

function Inputs() {
  const record = useRecordContext<Breach>();
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('app.breaches.sections.findings')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.breaches.findings_intro')}
      </Typography>
      <FindingInputs />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.breaches.sections.facts')}
      </Typography>
      <Discovered />
      <DateTimeInput source="occurredAt" validate={notAfterDiscovered} helperText="app.breaches.help.occurredAt" />
      <FactInputs />
      <HindiInputs open={!!record && TEXTS.some((field) => record[`${field}Hi`])} />
    </>
  );
}

/**
 * A breach's facts as they become known (PUT, only what changed): the cause and remedial measures the Board's
 * detailed report needs first, then the texts told to the people affected (a notice already mailed stays as it was).
 */
export function BreachEdit() {
  const { id } = useParams();
  const mutationOptions = useSaveMessages('breaches', 'app.breaches.saved', 'app.breaches.save_failed', 'show');
  return (
    <Edit
      title="app.breaches.edit_title"
      actions={<BackToolbar to={`/breaches/${id}/show`} label="app.breaches.back_to_breach" />}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      transform={transform}
    >
      <SimpleForm
        sx={{ maxWidth: 760 }}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Inputs />
      </SimpleForm>
    </Edit>
  );
}
