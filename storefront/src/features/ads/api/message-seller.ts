import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Writes to an ad's seller; writing again about the same ad continues the same conversation (the Inbox has it). */
export async function messageSeller(input: ApiSchemas['StartConversationDto']) {
  const conversation = await unwrap(api.POST('/api/messages', { body: input }));
  void queryClient.invalidateQueries({ queryKey: ['conversations'] });
  return conversation;
}
