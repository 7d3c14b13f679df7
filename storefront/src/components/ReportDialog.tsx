import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import type { ApiSchemas } from '../api/types';
import { notify } from '../lib/notify';
import { useTranslation } from 'react-i18next';

export type ReportInput = ApiSchemas['CreateReportDto'];

/** The reasons the API accepts, in the order offered (their texts: common.report.reasons). */
const REPORT_REASONS: ReportInput['reason'][] = ['SPAM', 'FRAUD', 'UNDERAGE', 'OFFENSIVE', 'WRONG_CATEGORY', 'OTHER'];

interface ReportDialogProps {
  open: boolean;
  title: string;
  /** Said in the thank-you toast: what happens next. */
  nextStep: string;
  footnote?: string;
  /** The send button's text while it waits for something other than the answer ("Checking your browser…"). */
  sendText?: string;
  send: (input: ReportInput) => Promise<unknown>;
  onClose: () => void;
}

/** Reporting something to the moderators (an ad, a conversation): a reason and optional details. */
export function ReportDialog({ open, title, nextStep, footnote, sendText, send, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReportInput>();
  const [sending, setSending] = useState(false);

  const submit = async (values: ReportInput) => {
    setSending(true);
    try {
      await send({ reason: values.reason, details: values.details?.trim() || undefined });
      notify.success(t('common.report.thanks'), nextStep);
      form.resetFields();
      onClose();
    } catch {
      // The API client has shown the reason (for example too many reports).
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} title={title} okText={sendText ?? t('common.report.send')} okButtonProps={{ danger: true, loading: sending }} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="reason" label={t('common.report.reason')} rules={[{ required: true, message: t('common.report.reasonRequired') }]}>
          <Select placeholder={t('common.report.chooseReason')} options={REPORT_REASONS.map((value) => ({ value, label: t(`common.report.reasons.${value}`) }))} />
        </Form.Item>
        <Form.Item name="details" label={t('common.report.details')}>
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('common.report.detailsPlaceholder')} />
        </Form.Item>
      </Form>
      {footnote ? <p className="muted">{footnote}</p> : null}
    </Modal>
  );
}
