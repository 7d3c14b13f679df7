import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const labels = { displayName: t('auth.publicProfile.displayName'), fullName: t('auth.publicProfile.fullName'), phone: t('auth.publicProfile.phone') };
  const [form] = Form.useForm<Values>();
  const [saved, setSaved] = useState(() => valuesOf(profile));
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    const changes = changesFrom(values, saved);
    if (!Object.keys(changes).length) {
      notify.info(t('auth.publicProfile.nothingToSave'), t('auth.publicProfile.unchanged'));
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
      notify.success(t('auth.publicProfile.saved'), changes.displayName ? t('auth.publicProfile.buyersNowSee', { name: next.displayName }) : undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.fieldErrors.displayName) {
        form.setFields([{ name: 'displayName', errors: [error.detail] }]); // "This display name is taken, or looks like one that is: choose another"
      } else if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        showFieldErrors(form, error, labels);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify.error(t('auth.publicProfile.failed'), errorDetail(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={saved} onFinish={submit} requiredMark="optional" aria-label={t('auth.publicProfile.form')}>
      <Form.Item
        name="displayName"
        label={labels.displayName}
        extra={t('auth.publicProfile.displayNameHelp')}
        rules={[
          { required: true, whitespace: true, message: t('auth.publicProfile.displayNameRequired') },
          { min: DISPLAY_NAME.min, max: DISPLAY_NAME.max, message: t('auth.publicProfile.displayNameLength', { min: DISPLAY_NAME.min, max: DISPLAY_NAME.max }) },
          { pattern: DISPLAY_NAME.pattern, message: t('auth.publicProfile.displayNamePattern') },
        ]}
      >
        <Input autoComplete="nickname" maxLength={DISPLAY_NAME.max} placeholder={t('auth.publicProfile.displayNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="fullName"
        label={labels.fullName}
        extra={t('auth.publicProfile.fullNameHelp')}
        rules={[{ required: true, whitespace: true, min: 2, max: 100, message: t('auth.publicProfile.fullNameRequired') }]}
      >
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={labels.phone}
        extra={t('auth.publicProfile.phoneHelp')}
        rules={[
          {
            validator: (_, value?: string) => (!value?.trim() || isIndianMobile(value) ? Promise.resolve() : Promise.reject(new Error(t('auth.publicProfile.phoneInvalid')))),
          },
        ]}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" maxLength={16} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('auth.publicProfile.save')}
      </Button>
    </Form>
  );
}
