import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { type AlertFrequency, type NewSavedSearch, saveSearch } from '../api/saved-searches';

/** "Save this search" on a results page: signed in, asks how often to mail new ads; a visitor logs in first and comes back. */
export function SaveSearchButton({ search }: { search: Omit<NewSavedSearch, 'frequency'> }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [saving, setSaving] = useState(false);

  const start = () => {
    if (session) setOpen(true);
    else navigate('/LogIn', { state: { from: pathname + query, notice: t('search.save.loginNotice') } });
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveSearch({ ...search, frequency });
      setOpen(false);
      // Notifications render outside the router, so the way to the list is named, not linked.
      notify.success(t('search.save.savedTitle'), t('search.save.saved'));
    } catch {
      // The API client has shown why (already saved, or the limit reached).
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon={<BellOutlined aria-hidden />} onClick={start}>
        {t('search.save.button')}
      </Button>
      <Modal open={open} title={t('search.save.button')} okText={t('search.save.ok')} okButtonProps={{ loading: saving }} onOk={() => void save()} onCancel={() => setOpen(false)} destroyOnHidden>
        <p>{t('search.save.intro')}</p>
        <Radio.Group value={frequency} onChange={(event) => setFrequency(event.target.value as AlertFrequency)} className="save-search__frequency">
          <Radio value="instant">{t('search.save.instant')}</Radio>
          <Radio value="daily">{t('search.save.daily')}</Radio>
        </Radio.Group>
      </Modal>
    </>
  );
}
