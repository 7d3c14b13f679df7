import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServerForTests, renderResource } from '../test/resource-screens';
import { PhotoVerificationList } from './PhotoVerificationList';
import type { PhotoVerificationItem } from './types';

const api = apiServerForTests();
const SLOW = { timeout: 10_000 };

const item = (overrides: Partial<PhotoVerificationItem> = {}): PhotoVerificationItem => ({
  id: 7,
  status: 'PENDING',
  code: 'K7M2QX',
  sellerId: 12,
  sellerName: 'Asha',
  ad: { id: 41, title: 'Evenings in Pune', status: 'ACTIVE', photosVerifiedAt: null, photos: [{ id: 90, url: '/uploads/ads/a.webp?sig=1', thumbUrl: '/uploads/ads/a-thumb.webp?sig=1' }] },
  selfieUrl: '/api/admin/ra/photo-verifications/7/selfie',
  createdAt: '2026-12-01T10:00:00.000Z',
  submittedAt: '2026-12-01T10:05:00.000Z',
  decidedAt: null,
  decidedById: null,
  reason: null,
  note: null,
  ...overrides,
});

const renderQueue = () => renderResource(api.server, 'photo-verifications', '/photo-verifications', { '/photo-verifications': <PhotoVerificationList /> });

// Dialogs and refetches take a few seconds in jsdom on a busy machine.
describe('the photo verification queue', { timeout: 20_000 }, () => {
  it('shows the code, the selfie fetched with the admin token, and the ad’s photos; a approves the focused one', async () => {
    api.server.on('GET /api/admin/ra/photo-verifications', { body: [item()], headers: { 'Content-Range': 'photo-verifications 0-0/1' } });
    api.server.on('GET /api/admin/ra/photo-verifications/7/selfie', { body: 'RIFF....WEBP', headers: { 'Content-Type': 'image/webp' } });
    api.server.on('PUT /api/admin/ra/photo-verifications/7/approve', { body: { id: 7, status: 'APPROVED', message: 'Approved: the ad shows its photos as verified.' } });
    renderQueue();
    expect((await screen.findByTestId('verification-code', undefined, SLOW)).textContent).toBe('K7M2QX');
    const selfie = await screen.findByRole('img', { name: 'The seller’s selfie for “Evenings in Pune”' }, SLOW);
    expect(selfie.getAttribute('src')).toMatch(/^blob:/);
    const selfieCall = api.server.requests.find((r) => r.path.endsWith('/selfie'))!;
    expect(selfieCall.headers.authorization).toBe('Bearer admin-token');
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe('/uploads/ads/a-thumb.webp?sig=1');

    await userEvent.keyboard('a');
    await waitFor(() => expect(api.server.requests.find((r) => r.method === 'PUT' && r.path === '/api/admin/ra/photo-verifications/7/approve')?.json).toEqual({ photoIds: [90] }), SLOW);
  });

  it('r opens the refuse dialog, which asks for a note with Other and sends the reason and note', async () => {
    api.server.on('GET /api/admin/ra/photo-verifications', { body: [item()], headers: { 'Content-Range': 'photo-verifications 0-0/1' } });
    api.server.on('GET /api/admin/ra/photo-verifications/7/selfie', { status: 404, body: { detail: 'The selfie of this request has been deleted' } });
    api.server.on('PUT /api/admin/ra/photo-verifications/7/refuse', { body: { id: 7, status: 'REFUSED', message: 'Refused: the seller has been told why.' } });
    renderQueue();
    await screen.findByText('The selfie has been deleted.', undefined, SLOW);
    await userEvent.keyboard('r');
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other (write a note)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(dialog.textContent).toContain('Write a note when the reason is Other');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note to the seller' }), 'Hold the paper nearer');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(api.server.requests.find((r) => r.method === 'PUT')?.json).toEqual({ reason: 'OTHER', note: 'Hold the paper nearer' }), SLOW);
  });
});
