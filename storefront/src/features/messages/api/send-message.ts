import { apiClient } from '../../../lib/api-client';
import type { Conversation } from './get-conversations';

export function reply(conversationId: number, text: string): Promise<Conversation> {
  return apiClient.post<Conversation>(`/messages/${conversationId}`, { text });
}
