import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAppealComplaint } from '../api/get-complaint';
import { COMPLAINT_LIMITS } from '../api/file-complaint';

/** The complainant's one appeal of a closed complaint, within 30 days (the API says whether it still may: `canAppeal`). */
export function AppealForm({ ticket, secret }: { ticket: string; secret: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const appeal = useAppealComplaint(ticket, secret);
  const [failure, setFailure] = useState<string>();
  const { min, max } = COMPLAINT_LIMITS.details;

  const submit = async ({ text }: { text: string }) => {
    setFailure(undefined);
    try {
      await appeal.mutateAsync(text.trim());
      notify.success(t('complaints.ticket.appeal.sent'));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.detail : errorDetail(error));
    }
  };

  return (
    <section className="complaint-appeal">
      <h2 className="complaint__heading">{t('complaints.ticket.appeal.heading')}</h2>
      <p>{t('complaints.ticket.appeal.lead')}</p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="text"
          label={t('complaints.ticket.appeal.text')}
          rules={[
            { required: true, whitespace: true, message: t('complaints.ticket.appeal.textRequired') },
            { validator: async (_, value?: string) => (!value?.trim() || value.trim().length >= min ? undefined : Promise.reject(new Error(t('complaints.form.detailsTooShort', { min })))) },
            { max, message: t('complaints.form.detailsTooLong', { max }) },
          ]}
        >
          <Input.TextArea rows={5} maxLength={max} showCount />
        </Form.Item>
        {failure ? <Alert type="error" showIcon className="complaint__failure" title={t('complaints.ticket.appeal.failed')} description={failure} /> : null}
        <Button type="primary" htmlType="submit" loading={appeal.isPending}>
          {t('complaints.ticket.appeal.submit')}
        </Button>
      </Form>
    </section>
  );
}
