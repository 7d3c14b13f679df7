import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

/** Writes to an ad's seller; writing again about the same ad continues the same conversation (the Inbox has it). */
export function messageSeller(input: ApiSchemas['StartConversationDto']): Promise<ApiSchemas['ConversationDto']> {
  return apiClient.post<ApiSchemas['ConversationDto']>('/messages', input);
}
