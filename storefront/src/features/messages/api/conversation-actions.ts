import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import type { Conversation } from './get-conversations';

/** Neither side can write to the other any more, in any conversation, until lifted. */
export function block(conversationId: number): Promise<Conversation> {
  return apiClient.post<Conversation>(`/messages/${conversationId}/block`);
}

export function unblock(conversationId: number): Promise<Conversation> {
  return apiClient.delete<Conversation>(`/messages/${conversationId}/block`);
}

/** The moderators can then read the conversation. */
export function reportConversation(conversationId: number, input: ApiSchemas['CreateReportDto']): Promise<ApiSchemas['ReportCreatedDto']> {
  return apiClient.post<ApiSchemas['ReportCreatedDto']>(`/messages/${conversationId}/report`, input);
}
