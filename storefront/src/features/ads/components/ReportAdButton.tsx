import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { REPORT_REASONS, reportAd, type ReportInput } from '../api/report-ad';

export function ReportAdButton({ adId }: { adId: number }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<ReportInput>();

  const submit = async (values: ReportInput) => {
    setSending(true);
    try {
      await reportAd(adId, { reason: values.reason, details: values.details?.trim() || undefined });
      notify.success('Thank you for your report', 'Our moderators will review this ad.');
      form.resetFields();
      setOpen(false);
    } catch {
      // The API client has shown the reason (for example too many reports).
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button danger type="text" icon={<FlagOutlined />} onClick={() => setOpen(true)}>
        Report ad
      </Button>
      <Modal open={open} title="Report this ad" okText="Send report" okButtonProps={{ danger: true, loading: sending }} onOk={() => form.submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Please choose a reason' }]}>
            <Select placeholder="Choose a reason" options={Object.entries(REPORT_REASONS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="details" label="Details (optional)">
            <Input.TextArea rows={4} maxLength={1000} showCount placeholder="Tell us what is wrong with this ad" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
