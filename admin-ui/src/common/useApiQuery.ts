import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

/**
 * react-query for the calls that are not react-admin resources, with the same 401/403 handling as
 * the data provider's (authProvider.checkError).
 */
export function useApiQuery<T>(key: readonly unknown[], fetcher: () => Promise<T>) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey: key, queryFn: fetcher });
  useEffect(() => {
    if (query.error) void logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}
