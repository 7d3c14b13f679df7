import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { type AlertFrequency, type NewSavedSearch, saveSearch } from '../api/saved-searches';

/** "Save this search" on a results page: signed in, asks how often to mail new ads; a visitor logs in first and comes back. */
export function SaveSearchButton({ search }: { search: Omit<NewSavedSearch, 'frequency'> }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [saving, setSaving] = useState(false);

  const start = () => {
    if (session) setOpen(true);
    else navigate('/LogIn', { state: { from: pathname + query, notice: 'Log in to save this search and get mails about new ads.' } });
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveSearch({ ...search, frequency });
      setOpen(false);
      // Notifications render outside the router, so the way to the list is named, not linked.
      notify.success('Search saved', 'New ads that match will be mailed to you. Manage it under Saved searches in the menu.');
    } catch {
      // The API client has shown why (already saved, or the limit reached).
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon={<BellOutlined />} onClick={start}>
        Save this search
      </Button>
      <Modal open={open} title="Save this search" okText="Save" okButtonProps={{ loading: saving }} onOk={() => void save()} onCancel={() => setOpen(false)} destroyOnHidden>
        <p>We mail you new ads that match it. You can stop the mails from any of them with one click.</p>
        <Radio.Group value={frequency} onChange={(event) => setFrequency(event.target.value as AlertFrequency)} className="save-search__frequency">
          <Radio value="instant">As soon as they are posted</Radio>
          <Radio value="daily">Once a day</Radio>
        </Radio.Group>
      </Modal>
    </>
  );
}
