import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, HttpError, type AuthProvider } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../providers/dataProvider';
import { session } from '../providers/session';
import { startApiServer, type ApiServer } from '../test/api-server';
import type { ReviewItem } from './types';
import { useReviewDecisions } from './useReviewDecisions';

let server: ApiServer;
let logouts = 0;
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => void logouts++,
  checkAuth: async () => undefined,
  checkError: async (error: unknown) => {
    if ((error as HttpError).status === 401) throw new Error('app.auth.session_ended');
  },
};

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  logouts = 0;
  localStorage.clear();
  session.save({ token: 'admin-token', email: 'ops@bazaar.test', fullName: 'Ops', role: 'ADMIN', mustChangePassword: false });
});

const item = (id: number, submittedAt = '2026-12-01T10:00:00.000Z') => ({ id, submittedAt, ad: { title: `Ad ${id}` } }) as ReviewItem;

function render() {
  const dataProvider = createDataProvider(server.url);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} authProvider={authProvider}>
      {children}
    </CoreAdminContext>
  );
  return renderHook(() => useReviewDecisions(), { wrapper });
}

describe('useReviewDecisions', () => {
  it('approves the version the moderator saw and hides that entry at once, not a later one of the same ad', async () => {
    server.on('PUT /api/admin/ra/review-queue/9/approve', { body: { id: 9, status: 'ACTIVE', message: 'Approved and live' } });
    const { result } = render();
    await act(() => result.current.approve(item(9)));
    expect(server.requests.map((r) => [r.path, r.json])).toEqual([['/api/admin/ra/review-queue/9/approve', { submittedAt: '2026-12-01T10:00:00.000Z' }]]);
    expect(result.current.isDecided(item(9))).toBe(true);
    expect(result.current.isDecided(item(9, '2026-12-02T08:00:00.000Z'))).toBe(false);
    expect(result.current.busy).toBeNull();
  });

  it('rejects with the reason and note, and gives the refusal back to the dialog, the entry still shown', async () => {
    server.on('PUT /api/admin/ra/review-queue/4/reject', { status: 409, body: { detail: 'Another moderator decided this ad first' } });
    const { result } = render();
    const error: unknown = await act(() => result.current.reject(item(4), { reasonId: 2, note: 'Blurry' }).catch((caught: unknown) => caught));
    expect(error).toMatchObject({ status: 409, message: 'Another moderator decided this ad first' });
    expect(server.requests[0].json).toEqual({ reasonId: 2, note: 'Blurry', submittedAt: '2026-12-01T10:00:00.000Z' });
    expect(result.current.isDecided(item(4))).toBe(false);
  });

  it('a 401 on a decision ends the session, as any data provider call does', async () => {
    server.on('PUT /api/admin/ra/review-queue/5/approve', { status: 401, body: { detail: 'Your session has ended' } });
    const { result } = render();
    await act(() => result.current.approve(item(5)));
    await waitFor(() => expect(logouts).toBe(1));
    expect(result.current.isDecided(item(5))).toBe(false);
  });
});
