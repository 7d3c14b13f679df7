import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type ComplaintStatus = ApiSchemas['ComplaintStatusDto'];

/** A complaint as its private link shows it; 404 alike for a wrong ticket or key (the page says so, no toast). */
export const complaintQuery = (ticket: string | undefined, key: string | null) =>
  queryOptions({
    queryKey: ['complaint', ticket, key],
    queryFn: ticket && key ? ({ signal }) => unwrap(api.GET('/api/complaints/{ticket}', { params: { path: { ticket }, query: { key } }, signal }), { notifyErrors: false }) : skipToken,
  });

export function useComplaint(ticket: string | undefined, key: string | null) {
  return useQuery(complaintQuery(ticket, key));
}

/** The complainant's one appeal of a closed complaint (within 30 days); the answer is the reopened complaint. */
export function useAppealComplaint(ticket: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => unwrap(api.POST('/api/complaints/{ticket}/appeal', { params: { path: { ticket } }, body: { key, text } }), { notifyErrors: false }),
    onSuccess: (complaint) => queryClient.setQueryData(complaintQuery(ticket, key).queryKey, complaint),
  });
}
