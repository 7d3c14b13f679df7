import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/**
 * react-admin's SearchInput with its placeholder as a translation key (SearchInput translates only its default,
 * "Search"). A component of its own, so a list's filters can stay a constant array.
 */
export function SearchBox({ placeholder, ...props }: SearchInputProps) {
  const translate = useTranslate();
  return placeholder === undefined ? <SearchInput {...props} /> : <SearchInput {...props} placeholder={translate(placeholder)} />;
}
