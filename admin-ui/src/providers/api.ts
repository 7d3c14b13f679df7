import type { ApiSchemas } from './api-types';
import { answer, apiClient, type ApiClient } from './apiClient';

export type AdRecord = ApiSchemas['AdminAdDto'];
export type UserSummary = ApiSchemas['UserDto'];
export type DashboardStats = ApiSchemas['DashboardStatsDto'];
export type SetupStep = ApiSchemas['SetupStep'];
export type BlogComment = ApiSchemas['BlogCommentDto'];
export type ReportedConversation = ApiSchemas['AdminConversationDto'];
export type ChangePassword = ApiSchemas['ChangePasswordDto'];

/**
 * The calls that are not react-admin resources, each bound to its route in the API document (openapi-fetch): dashboard
 * counts and what is left to set up, status options, states, blog comments, reported conversations, the admin's own
 * password. Each answers or throws an HttpError with the server's detail (providers/httpClient.ts).
 */
export function createApi(client: ApiClient) {
  return {
    dashboardStats: () => answer(client.GET('/api/admin/dashboard/stats')),
    dashboardSetup: () => answer(client.GET('/api/admin/dashboard/setup')),
    paymentStatuses: () => answer(client.GET('/api/admin/transaction/get-all-payment-status')),
    states: () => answer(client.GET('/api/dashboard/get-states')),
    /** 404 unless someone reported it: admins read no other conversation. */
    reportedConversation: (id: number) => answer(client.GET('/api/admin/conversations/{id}', { params: { path: { id } } })),
    addComment: (postId: number, text: string) => answer(client.POST('/api/admin/blogs/{id}/comments', { params: { path: { id: postId } }, body: { text } })),
    updateComment: (postId: number, commentId: number, text: string) =>
      answer(client.PUT('/api/admin/blogs/{id}/comments/{commentId}', { params: { path: { id: postId, commentId } }, body: { text } })),
    removeComment: (postId: number, commentId: number) => answer(client.DELETE('/api/admin/blogs/{id}/comments/{commentId}', { params: { path: { id: postId, commentId } } })),
    /** 403 with errors.currentPassword when the current password is wrong; the admin's other sessions end. */
    changePassword: (body: ChangePassword) => answer(client.POST('/api/auth/change-password', { body })),
  };
}

export const api = createApi(apiClient);
