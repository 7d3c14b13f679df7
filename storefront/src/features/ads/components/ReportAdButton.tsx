import Button from 'antd/es/button';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import { useState } from 'react';
import { ReportDialog } from '../../../components/ReportDialog';
import { CHECKING_BROWSER, useChallenge } from '../../../lib/challenge';
import { reportAd } from '../api/report-ad';

export function ReportAdButton({ adId }: { adId: number }) {
  const [open, setOpen] = useState(false);
  // Solved while the visitor picks a reason.
  const { checking, withChallenge } = useChallenge(open);
  return (
    <>
      <Button danger type="text" icon={<FlagOutlined />} onClick={() => setOpen(true)}>
        Report ad
      </Button>
      <ReportDialog
        open={open}
        title="Report this ad"
        nextStep="Our moderators will review this ad."
        sendText={checking ? CHECKING_BROWSER : undefined}
        send={(input) => withChallenge((challenge) => reportAd(adId, input, challenge))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
