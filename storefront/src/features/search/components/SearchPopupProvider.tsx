import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { SearchPopupContext, type SearchPreset } from './search-popup-context';

const SearchPopup = lazy(() => import('./SearchPopup'));

/** Owns the search popup; its code loads on first open so the home page stays light. */
export function SearchPopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [preset, setPreset] = useState<SearchPreset>({});
  useScrollLock(open);

  const openSearch = useCallback((next: SearchPreset = {}) => {
    setPreset(next);
    setEverOpened(true);
    setOpen(true);
  }, []);
  const controls = useMemo(() => ({ openSearch }), [openSearch]);

  return (
    <SearchPopupContext.Provider value={controls}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <SearchPopup open={open} preset={preset} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </SearchPopupContext.Provider>
  );
}
