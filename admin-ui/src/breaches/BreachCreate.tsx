import { Typography } from '@mui/material';
import { useState } from 'react';
import { Create, DateTimeInput, RadioButtonGroupInput, required, SimpleForm, TextInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { BackToolbar } from '../common/PageToolbars';
import { useSaveMessages } from '../common/useSaveMessages';
import type { ResourceCreate } from '../providers/resources';
import { FactInputs, HindiInputs } from './BreachInputs';
import { MAX_EMAILS, parseEmails, TEXTS, type Breach, type CreatedBreach } from './types';

/**
 * The record's body. The API document lists only the required facts (its generator misses the optional ones the DTO
 * inherits), so the Hindi texts and occurredAt are typed from the record, where they are.
 */
type Body = ResourceCreate<'breaches'> & Partial<Pick<Breach, 'occurredAt' | 'summaryHi' | 'dataAffectedHi' | 'consequencesHi' | 'measuresTakenHi' | 'userStepsHi'>>;

/** The form's values: times as the datetime inputs hold them (local, no zone), the addresses as typed. */
type Values = Record<string, string | null | undefined> & { who?: 'all' | 'listed' };

const iso = (local: string) => new Date(local).toISOString();

/** The form's values as the API takes them: blanks left out, times in UTC, the addresses as a list. */
export function toBody(values: Values): Body {
  const texts = Object.fromEntries(TEXTS.flatMap((field) => [[field, values[field]?.trim() ?? '']]));
  const hindi = Object.fromEntries(TEXTS.map((field) => [`${field}Hi`, values[`${field}Hi`]?.trim()]).filter(([, value]) => value));
  return {
    ...(texts as Pick<Body, (typeof TEXTS)[number]>),
    ...hindi,
    discoveredAt: iso(values.discoveredAt ?? ''),
    ...(values.occurredAt ? { occurredAt: iso(values.occurredAt) } : {}),
    ...(values.who === 'all' ? { allUsers: true } : { affectedEmails: parseEmails(values.affectedEmails) }),
  };
}

const notInFuture: Validator = (value: string | null) => (value && new Date(value).getTime() > Date.now() + 60_000 ? 'app.breaches.errors.future' : undefined);
const notAfterDiscovered: Validator = (value: string | null, all: Values) =>
  value && all.discoveredAt && new Date(value).getTime() > new Date(all.discoveredAt).getTime() ? 'app.breaches.errors.after_discovered' : undefined;
/** At least one address, no more than the API lists, each at least `a@b`; the API is the judge of the rest. */
const addresses: Validator = (value: string | null, all: Values) => {
  if (all.who !== 'listed') return undefined;
  const emails = parseEmails(value);
  if (!emails.length) return 'app.breaches.errors.no_emails';
  if (emails.length > MAX_EMAILS) return { message: 'app.breaches.errors.too_many_emails', args: { max: MAX_EMAILS } };
  const wrong = emails.find((email) => !/^[^\s@]+@[^\s@]+$/.test(email));
  return wrong ? { message: 'app.breaches.errors.not_an_email', args: { email: wrong } } : undefined;
};
// Marked required (*) as react-admin's required() is: it is, while the breach is of listed accounts.
Object.assign(addresses, { isRequired: true });

/** The addresses field, while the breach is of some accounts only; how many it lists, as typed. */
function EmailsInput() {
  const translate = useTranslate();
  const who = useWatch({ name: 'who' });
  const text = useWatch({ name: 'affectedEmails' }) as string | undefined;
  if (who !== 'listed') return null;
  const count = parseEmails(text).length;
  return (
    <TextInput
      source="affectedEmails"
      multiline
      minRows={4}
      maxRows={14}
      fullWidth
      validate={addresses}
      helperText={`${translate('app.breaches.help.affectedEmails')} ${translate('app.breaches.emails_count', { smart_count: count })}`}
    />
  );
}

/**
 * Data breaches → Create: the facts the people affected will be told (in Hindi too, optional), when it was discovered
 * (the Board's 72 hours run from then) and who is affected. Mails nobody yet: the breach's page does, on request.
 * Addresses no account has are shown there after saving.
 */
export function BreachCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const { onError } = useSaveMessages('breaches', 'app.breaches.recorded', 'app.breaches.record_failed');
  const onSuccess = (created: CreatedBreach) => {
    notify('app.breaches.recorded', { type: 'success' });
    navigate(`/breaches/${created.id}/show`, { state: { unmatchedEmails: created.unmatchedEmails } });
  };
  return (
    <Create title="app.breaches.create_title" actions={<BackToolbar to="/breaches" label="app.breaches.back" />} transform={toBody} mutationOptions={{ onSuccess, onError }}>
      <SimpleForm sx={{ maxWidth: 760 }} defaultValues={{ who: 'listed', discoveredAt: now }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.breaches.create_intro')}
        </Typography>
        <DateTimeInput source="discoveredAt" validate={[required(), notInFuture]} helperText="app.breaches.help.discoveredAt" />
        <DateTimeInput source="occurredAt" validate={notAfterDiscovered} helperText="app.breaches.help.occurredAt" />
        <FactInputs />
        <HindiInputs />
        <RadioButtonGroupInput
          source="who"
          label="app.breaches.who"
          choices={[
            { id: 'listed', name: 'app.breaches.who_listed' },
            { id: 'all', name: 'app.breaches.who_all' },
          ]}
          validate={required()}
          row={false}
        />
        <EmailsInput />
      </SimpleForm>
    </Create>
  );
}
