import { httpClient } from './httpClient';

/** The calls that are not react-admin resources: dashboard counts, status options, blog comments. */

export interface AdRecord {
  id: number;
  title: string;
  category: string;
  location: string;
  state: string;
  userName: string;
  status: 'ACTIVE' | 'INACTIVE';
  images: string[];
  createdAt: string;
}

export interface UserSummary {
  id: number;
  email: string;
  fullName: string;
  role: 'USER' | 'ADMIN';
  blocked: boolean;
  createdAt: string;
}

export interface DashboardStats {
  activeListings: number;
  inactiveListings: number;
  users: number;
  sellers: number;
  admins: number;
  blockedUsers: number;
  installedCountries: number;
  latestListings: AdRecord[];
  latestUsers: UserSummary[];
}

export interface BlogComment {
  id: number;
  text: string;
  createdAt: string;
}

const getJson = async <T>(url: string): Promise<T> => (await httpClient(url)).json as T;

const send = async <T>(url: string, method: string, body?: unknown): Promise<T> =>
  (await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

export const api = {
  dashboardStats: () => getJson<DashboardStats>('/api/admin/dashboard/stats'),
  paymentStatuses: () => getJson<string[]>('/api/admin/transaction/get-all-payment-status'),
  states: () => getJson<{ id: number; state: string }[]>('/api/dashboard/get-states'),
  addComment: (postId: number, text: string) => send(`/api/admin/blogs/${postId}/comments`, 'POST', { text }),
  updateComment: (postId: number, commentId: number, text: string) => send(`/api/admin/blogs/${postId}/comments/${commentId}`, 'PUT', { text }),
  removeComment: (postId: number, commentId: number) => send(`/api/admin/blogs/${postId}/comments/${commentId}`, 'DELETE'),
};
