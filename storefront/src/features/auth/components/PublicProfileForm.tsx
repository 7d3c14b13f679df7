import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import type { Profile } from '../../../api/get-profile';
import { ApiError } from '../../../lib/api-client';
import { errorDetail, showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { getSession, saveSession } from '../../../lib/session';
import { DISPLAY_NAME, isIndianMobile, nationalNumber, normalisePhone } from '../../../lib/validation';
import { updateProfile, type ProfileChanges } from '../api/update-profile';

interface Values {
  displayName: string;
  fullName: string;
  phone: string;
}

const LABELS = { displayName: 'Display name', fullName: 'Full name', phone: 'Default phone' };

const valuesOf = (profile: Profile): Values => ({ displayName: profile.displayName ?? '', fullName: profile.fullName, phone: profile.phone ?? '' });

/** What differs from the saved profile, in the API's shape: only changed fields are sent; an emptied phone is cleared. */
function changesFrom(values: Values, saved: Values): ProfileChanges {
  const changes: ProfileChanges = {};
  const displayName = values.displayName.trim().replace(/\s+/g, ' ');
  const fullName = values.fullName.trim();
  const phone = values.phone.trim() ? nationalNumber(normalisePhone(values.phone)) : '';
  if (displayName !== saved.displayName) changes.displayName = displayName;
  if (fullName !== saved.fullName) changes.fullName = fullName;
  if (phone !== saved.phone) changes.phone = phone || null;
  return changes;
}

/** The profile's "Public profile": the display name buyers see, the private full name, and the phone new ads start with. */
export function PublicProfileForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<Values>();
  const [saved, setSaved] = useState(() => valuesOf(profile));
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    const changes = changesFrom(values, saved);
    if (!Object.keys(changes).length) {
      notify.info('Nothing to save', 'Your public profile is as you see it.');
      return;
    }
    setSaving(true);
    try {
      const next = await updateProfile(changes);
      const nextValues = valuesOf(next);
      setSaved(nextValues);
      form.setFieldsValue(nextValues);
      // The menu greets the user by the name kept with the session.
      const session = getSession();
      if (session && session.fullName !== next.fullName) saveSession({ ...session, fullName: next.fullName });
      notify.success('Profile saved', changes.displayName ? `Buyers now see “${next.displayName}” on your ads.` : undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.fieldErrors.displayName) {
        form.setFields([{ name: 'displayName', errors: [error.detail] }]); // "This display name is taken: choose another"
      } else if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        showFieldErrors(form, error, LABELS);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify.error('Could not save your profile', errorDetail(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={saved} onFinish={submit} requiredMark="optional" aria-label="Public profile">
      <Form.Item
        name="displayName"
        label={LABELS.displayName}
        extra="What buyers see on your ads. 3–30 letters, digits, spaces, dots, dashes or underscores; no phone number or e-mail address."
        rules={[
          { required: true, whitespace: true, message: 'Please choose a display name' },
          { min: DISPLAY_NAME.min, max: DISPLAY_NAME.max, message: `Between ${DISPLAY_NAME.min} and ${DISPLAY_NAME.max} characters` },
          { pattern: DISPLAY_NAME.pattern, message: 'Letters, digits, spaces, dots, dashes or underscores, starting and ending with a letter or digit' },
        ]}
      >
        <Input autoComplete="nickname" maxLength={DISPLAY_NAME.max} placeholder="Asha_Pune" />
      </Form.Item>
      <Form.Item
        name="fullName"
        label={LABELS.fullName}
        extra="Private: only Bazaar’s administrators see it."
        rules={[{ required: true, whitespace: true, min: 2, max: 100, message: 'Please enter your full name (2–100 characters)' }]}
      >
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={LABELS.phone}
        extra="Filled in for you when you post a new ad. Leave empty to type it each time."
        rules={[
          {
            validator: (_, value?: string) =>
              !value?.trim() || isIndianMobile(value) ? Promise.resolve() : Promise.reject(new Error('An Indian mobile: 10 digits starting with 6–9, optionally +91')),
          },
        ]}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" maxLength={16} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save profile
      </Button>
    </Form>
  );
}
