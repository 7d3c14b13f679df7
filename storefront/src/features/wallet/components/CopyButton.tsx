import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';

/** A code drawn as itself (named by it, for screen readers and tests) that copies itself when tapped. */
export function CopyButton({ text, className }: { text: string; className: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('wallet.qr.copied'), text);
    } catch {
      // No clipboard (http, an old browser, permission refused): the toast shows the text to copy.
      notify.info(t('wallet.qr.copyByHand'), text);
    }
  };
  return (
    <button type="button" className={className} title={t('wallet.qr.copy')} onClick={() => void copy()}>
      <span lang="">{text}</span> <CopyOutlined aria-hidden />
    </button>
  );
}
