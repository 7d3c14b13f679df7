import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { conversationChanged } from './get-conversations';

/** Neither side can write to the other any more, in any conversation, until lifted. */
export async function block(id: number) {
  const conversation = await unwrap(api.POST('/api/messages/{id}/block', { params: { path: { id } } }));
  await conversationChanged(id);
  return conversation;
}

export async function unblock(id: number) {
  const conversation = await unwrap(api.DELETE('/api/messages/{id}/block', { params: { path: { id } } }));
  await conversationChanged(id);
  return conversation;
}

/** The moderators can then read the conversation. */
export function reportConversation(id: number, input: ApiSchemas['CreateReportDto']) {
  return unwrap(api.POST('/api/messages/{id}/report', { params: { path: { id } }, body: input }));
}
