import { createContext, useContext } from 'react';

export interface SearchPreset {
  category?: string;
}

export interface SearchPopupControls {
  openSearch: (preset?: SearchPreset) => void;
}

export const SearchPopupContext = createContext<SearchPopupControls>({ openSearch: () => undefined });

export function useSearchPopup(): SearchPopupControls {
  return useContext(SearchPopupContext);
}
