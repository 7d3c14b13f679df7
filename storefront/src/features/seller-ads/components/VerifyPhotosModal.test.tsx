import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import '../../../test/jsdom-gaps';
import { apiServer, json } from '../../../test/api-server';
import type { MyAd } from '../api/types';
import { VerifyPhotosModal } from './VerifyPhotosModal';

const AD = { id: 5, title: 'Evening walks in Pune' } as MyAd;
const STATE = { adId: 5, status: 'NONE', code: null, reason: null, refusal: null, note: null, requestedAt: null, submittedAt: null, decidedAt: null, photosVerifiedAt: null };
const PATH = '/api/seller/photo-verification/5';

const renderModal = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <VerifyPhotosModal ad={AD} onClose={() => undefined} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('Verify photos (My ads)', { timeout: 30_000 }, () => {
  it('gets a code, sends the selfie as multipart, then says it waits for a moderator', async () => {
    let state: Record<string, unknown> = STATE;
    apiServer.handle = (request, response) => {
      if (request.method === 'POST' && request.path === PATH) state = { ...STATE, status: 'AWAITING_SELFIE', code: 'K7M2QX', requestedAt: '2026-12-03T06:30:00.000Z' };
      if (request.method === 'POST' && request.path === `${PATH}/selfie`) state = { ...state, status: 'PENDING', submittedAt: '2026-12-03T06:35:00.000Z' };
      json(response, 200, state);
    };
    const user = userEvent.setup();
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Get a code' }));
    expect((await screen.findByTestId('photo-verification-code')).textContent).toBe('K7M2QX');
    await user.upload(screen.getByLabelText(/Your selfie/), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Send selfie' }));
    expect(await screen.findByText('Waiting for a moderator')).toBeTruthy();
    const upload = apiServer.received.find((request) => request.path === `${PATH}/selfie`)!;
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload.body).toMatch(/name="selfie"; filename="(me.jpg|blob)"/);
  });

  it('shows why a selfie was refused, and offers a new code', async () => {
    apiServer.handle = (_request, response) =>
      json(response, 200, { ...STATE, status: 'REFUSED', reason: 'CODE_MISSING', refusal: 'the code is not readable in the selfie', decidedAt: '2026-12-03T08:00:00.000Z' });
    renderModal();
    expect(await screen.findByText('the code is not readable in the selfie')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get a new code' })).toBeTruthy();
  });

  it('shows verified photos with their date', async () => {
    apiServer.handle = (_request, response) => json(response, 200, { ...STATE, status: 'APPROVED', decidedAt: '2026-12-03T08:00:00.000Z', photosVerifiedAt: '2026-12-03T08:00:00.000Z' });
    renderModal();
    expect(await screen.findByText('Photos verified on 3 Dec 2026')).toBeTruthy();
  });
});
