import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type Conversation = ApiSchemas['ConversationDto'];
export type ConversationMessages = ApiSchemas['ConversationMessagesDto'];

export const INBOX_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;
/** The API's deepest page (backend/src/common/page.dto.ts, PageQueryDto). */
export const INBOX_LAST_PAGE = 10_000;
/** New messages from the other side show up without a reload (while the page is visible). */
const CONVERSATION_REFRESH_MS = 15_000;

/** The caller's conversations, latest activity first. */
export const conversationsQuery = (page: number) =>
  queryOptions({
    queryKey: ['conversations', page],
    queryFn: ({ signal }) => unwrap(api.GET('/api/messages', { params: { query: { page, pageSize: INBOX_PAGE_SIZE } }, signal })),
  });

export function useConversations(page: number) {
  return useQuery(conversationsQuery(page));
}

/** A conversation with its newest `pages` pages of messages (newest first); reading it marks it read. */
export const conversationQuery = (id: number | undefined, pages = 1) =>
  queryOptions({
    queryKey: ['conversation', id, pages],
    queryFn: id
      ? ({ signal }) =>
          unwrap(api.GET('/api/messages/{id}', { params: { path: { id }, query: { page: 1, pageSize: Math.min(100, MESSAGES_PAGE_SIZE * pages) } }, signal }), {
            notifyErrors: false,
          })
      : skipToken,
  });

export function useConversation(id: number | undefined, pages: number) {
  return useQuery({ ...conversationQuery(id, pages), refetchInterval: CONVERSATION_REFRESH_MS });
}

/** After a change to a conversation: it and the Inbox are read again. */
export async function conversationChanged(id: number): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['conversation', id] }), queryClient.invalidateQueries({ queryKey: ['conversations'] })]);
}

const UNREAD_CHANGED = 'bazaar:unread-changed';

/** Tells the Inbox badge to count again (a conversation was just read). */
export const unreadChanged = () => window.dispatchEvent(new Event(UNREAD_CHANGED));

export function onUnreadChanged(listener: () => void): () => void {
  window.addEventListener(UNREAD_CHANGED, listener);
  return () => window.removeEventListener(UNREAD_CHANGED, listener);
}

/** Unread messages in all the caller's conversations, for the Inbox badge; quiet on failure. */
export function getUnread(signal?: AbortSignal) {
  return unwrap(api.GET('/api/messages/unread', { signal }), { notifyErrors: false });
}
