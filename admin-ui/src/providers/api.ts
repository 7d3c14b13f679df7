import type { ApiAnswer, ApiSchemas } from './api-types';
import { httpClient } from './httpClient';

export type AdRecord = ApiSchemas['AdminAdDto'];
export type UserSummary = ApiSchemas['UserDto'];
export type DashboardStats = ApiSchemas['DashboardStatsDto'];
export type SetupStep = ApiSchemas['SetupStep'];
export type BlogComment = ApiSchemas['BlogCommentDto'];
export type ReportedConversation = ApiSchemas['AdminConversationDto'];
type BlogPost = ApiSchemas['BlogPostDto'];
type SaveComment = ApiSchemas['SaveCommentDto'];
/** POST /api/auth/change-password (backend/src/auth/dto/account.dto.ts; not in the console's generated schema, which keeps only /api/auth/login of the auth paths). */
export interface ChangePassword {
  currentPassword: string;
  /** At least 8 characters */
  newPassword: string;
}

const getJson = async <T>(url: string): Promise<T> => (await httpClient(url)).json as T;

const send = async <T>(url: string, method: string, body?: unknown): Promise<T> => (await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

/** The calls that are not react-admin resources: dashboard counts and what is left to set up, status options, blog comments, reported conversations, the admin's own password. */
export const api = {
  dashboardStats: () => getJson<DashboardStats>('/api/admin/dashboard/stats'),
  dashboardSetup: () => getJson<ApiSchemas['SetupDto']>('/api/admin/dashboard/setup'),
  paymentStatuses: () => getJson<ApiAnswer<'/api/admin/transaction/get-all-payment-status', 'get'>>('/api/admin/transaction/get-all-payment-status'),
  states: () => getJson<ApiSchemas['StateDto'][]>('/api/dashboard/get-states'),
  /** 404 unless someone reported it: admins read no other conversation. */
  reportedConversation: (id: number) => getJson<ReportedConversation>(`/api/admin/conversations/${id}`),
  addComment: (postId: number, text: string) => send<BlogPost>(`/api/admin/blogs/${postId}/comments`, 'POST', { text } satisfies SaveComment),
  updateComment: (postId: number, commentId: number, text: string) => send<BlogPost>(`/api/admin/blogs/${postId}/comments/${commentId}`, 'PUT', { text } satisfies SaveComment),
  /** 403 with errors.currentPassword when the current password is wrong; the admin's other sessions end. */
  changePassword: (body: ChangePassword) => send<{ detail: string }>('/api/auth/change-password', 'POST', body),
  removeComment: (postId: number, commentId: number) => send<BlogPost>(`/api/admin/blogs/${postId}/comments/${commentId}`, 'DELETE'),
};
