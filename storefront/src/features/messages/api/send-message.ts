import { api, unwrap } from '../../../lib/api-client';
import { conversationChanged } from './get-conversations';

export async function reply(id: number, text: string) {
  const conversation = await unwrap(api.POST('/api/messages/{id}', { params: { path: { id } }, body: { text } }));
  await conversationChanged(id);
  return conversation;
}
