import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type Conversation = ApiSchemas['ConversationDto'];
export type ConversationMessages = ApiSchemas['ConversationMessagesDto'];

export const INBOX_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;
/** The API's deepest page (backend/src/common/page.dto.ts, PageQueryDto). */
export const INBOX_LAST_PAGE = 10_000;

/** The caller's conversations, latest activity first. */
export function useConversations(page: number) {
  return useQuery(`conversations:${page}`, (signal) => apiClient.get<ApiSchemas['ConversationPageDto']>('/messages', { query: { page, pageSize: INBOX_PAGE_SIZE }, signal }));
}

/** A conversation with its newest `pages` pages of messages (newest first); reading it marks it read. */
export function useConversation(id: string | undefined, pages: number) {
  return useQuery(id ? `conversation:${id}:${pages}` : null, (signal) =>
    apiClient.get<ConversationMessages>(`/messages/${encodeURIComponent(id ?? '')}`, { query: { page: 1, pageSize: Math.min(100, MESSAGES_PAGE_SIZE * pages) }, signal, notifyErrors: false }),
  );
}

const UNREAD_CHANGED = 'bazaar:unread-changed';

/** Tells the Inbox badge to count again (a conversation was just read). */
export const unreadChanged = () => window.dispatchEvent(new Event(UNREAD_CHANGED));

export function onUnreadChanged(listener: () => void): () => void {
  window.addEventListener(UNREAD_CHANGED, listener);
  return () => window.removeEventListener(UNREAD_CHANGED, listener);
}

/** Unread messages in all the caller's conversations, for the Inbox badge; quiet on failure. */
export function getUnread(signal?: AbortSignal): Promise<ApiSchemas['UnreadDto']> {
  return apiClient.get<ApiSchemas['UnreadDto']>('/messages/unread', { signal, notifyErrors: false });
}
