import Button from 'antd/es/button';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import type { NewSavedSearch } from '../api/saved-searches';

// Loaded when first asked for, so a results page does not carry (or style) a dialog most visitors never open.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

/** "Save this search" on a results page: signed in, asks how often to mail new ads; a visitor logs in first and comes back. */
export function SaveSearchButton({ search }: { search: Omit<NewSavedSearch, 'frequency'> }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);

  const start = () => {
    if (!session) {
      navigate('/LogIn', { state: { from: pathname + query, notice: t('search.save.loginNotice') } });
      return;
    }
    setAsked(true);
    setOpen(true);
  };

  return (
    <>
      <Button icon={<BellOutlined aria-hidden />} onClick={start}>
        {t('search.save.button')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
