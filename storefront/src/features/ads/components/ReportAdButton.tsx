import Button from 'antd/es/button';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import { useState } from 'react';
import { ReportDialog } from '../../../components/ReportDialog';
import { reportAd } from '../api/report-ad';

export function ReportAdButton({ adId }: { adId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger type="text" icon={<FlagOutlined />} onClick={() => setOpen(true)}>
        Report ad
      </Button>
      <ReportDialog open={open} title="Report this ad" nextStep="Our moderators will review this ad." send={(input) => reportAd(adId, input)} onClose={() => setOpen(false)} />
    </>
  );
}
