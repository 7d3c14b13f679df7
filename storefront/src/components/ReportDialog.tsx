import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import type { ApiSchemas } from '../api/types';
import { notify } from '../lib/notify';

export type ReportInput = ApiSchemas['CreateReportDto'];

/** What the user reads for each reason the API accepts. */
const REPORT_REASONS: Record<ReportInput['reason'], string> = {
  SPAM: 'Spam or misleading',
  FRAUD: 'Fraud or scam',
  UNDERAGE: 'Involves someone under 18',
  OFFENSIVE: 'Offensive or illegal content',
  WRONG_CATEGORY: 'Wrong category',
  OTHER: 'Something else',
};

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
  const [form] = Form.useForm<ReportInput>();
  const [sending, setSending] = useState(false);

  const submit = async (values: ReportInput) => {
    setSending(true);
    try {
      await send({ reason: values.reason, details: values.details?.trim() || undefined });
      notify.success('Thank you for your report', nextStep);
      form.resetFields();
      onClose();
    } catch {
      // The API client has shown the reason (for example too many reports).
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} title={title} okText={sendText ?? 'Send report'} okButtonProps={{ danger: true, loading: sending }} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Please choose a reason' }]}>
          <Select placeholder="Choose a reason" options={Object.entries(REPORT_REASONS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="details" label="Details (optional)">
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder="Tell us what is wrong" />
        </Form.Item>
      </Form>
      {footnote ? <p className="muted">{footnote}</p> : null}
    </Modal>
  );
}
