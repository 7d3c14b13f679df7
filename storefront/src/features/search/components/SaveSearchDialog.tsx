import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { type AlertFrequency, type NewSavedSearch, saveSearch } from '../api/saved-searches';

interface SaveSearchDialogProps {
  search: Omit<NewSavedSearch, 'frequency'>;
  open: boolean;
  onClose: () => void;
}

/** Asks how often to mail new ads that match, then saves the search. */
export default function SaveSearchDialog({ search, open, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await saveSearch({ ...search, frequency });
      onClose();
      // Notifications render outside the router, so the way to the list is named, not linked.
      notify.success(t('search.save.savedTitle'), t('search.save.saved'));
    } catch {
      // The API client has shown why (already saved, or the limit reached).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('search.save.button')} okText={t('search.save.ok')} okButtonProps={{ loading: saving }} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <p>{t('search.save.intro')}</p>
      <Radio.Group value={frequency} onChange={(event) => setFrequency(event.target.value as AlertFrequency)} className="save-search__frequency">
        <Radio value="instant">{t('search.save.instant')}</Radio>
        <Radio value="daily">{t('search.save.daily')}</Radio>
      </Radio.Group>
    </Modal>
  );
}
