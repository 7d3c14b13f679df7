import Button from 'antd/es/button';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../../../components/ReportDialog';
import { useChallenge } from '../../../lib/challenge';
import { reportAd } from '../api/report-ad';

export function ReportAdButton({ adId }: { adId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Solved while the visitor picks a reason.
  const { checking, withChallenge } = useChallenge(open);
  return (
    <>
      <Button danger type="text" icon={<FlagOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('ads.report.button')}
      </Button>
      <ReportDialog
        open={open}
        title={t('ads.report.title')}
        nextStep={t('ads.report.nextStep')}
        sendText={checking ? t('common.challenge.checking') : undefined}
        send={(input) => withChallenge((challenge) => reportAd(adId, input, challenge))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
