import { localStorageStore, type Store } from 'react-admin';

const base = localStorageStore();

/**
 * react-admin's store (localStorage, `RaStore.*`), which it empties when an admin signs out; the language chosen
 * in the user menu stays, so the login page and the next session keep it.
 */
export const store: Store = {
  ...base,
  reset() {
    const locale = base.getItem<string>('locale');
    base.reset();
    if (locale) base.setItem('locale', locale);
  },
};
