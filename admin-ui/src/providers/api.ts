import type { ApiAnswer, ApiSchemas } from './api-types';
import { httpClient } from './httpClient';

export type AdRecord = ApiSchemas['AdminAdDto'];
export type UserSummary = ApiSchemas['UserDto'];
export type DashboardStats = ApiSchemas['DashboardStatsDto'];
export type BlogComment = ApiSchemas['BlogCommentDto'];
type BlogPost = ApiSchemas['BlogPostDto'];
type SaveComment = ApiSchemas['SaveCommentDto'];

const getJson = async <T>(url: string): Promise<T> => (await httpClient(url)).json as T;

const send = async <T>(url: string, method: string, body?: unknown): Promise<T> => (await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

/** The calls that are not react-admin resources: dashboard counts, status options, blog comments. */
export const api = {
  dashboardStats: () => getJson<DashboardStats>('/api/admin/dashboard/stats'),
  paymentStatuses: () => getJson<ApiAnswer<'/api/admin/transaction/get-all-payment-status', 'get'>>('/api/admin/transaction/get-all-payment-status'),
  states: () => getJson<ApiSchemas['StateDto'][]>('/api/dashboard/get-states'),
  addComment: (postId: number, text: string) => send<BlogPost>(`/api/admin/blogs/${postId}/comments`, 'POST', { text } satisfies SaveComment),
  updateComment: (postId: number, commentId: number, text: string) => send<BlogPost>(`/api/admin/blogs/${postId}/comments/${commentId}`, 'PUT', { text } satisfies SaveComment),
  removeComment: (postId: number, commentId: number) => send<BlogPost>(`/api/admin/blogs/${postId}/comments/${commentId}`, 'DELETE'),
};
