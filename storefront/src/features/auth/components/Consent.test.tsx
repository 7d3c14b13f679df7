import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib/v1';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import '../../../test/jsdom-gaps';
import { apiServer, json, type Received } from '../../../test/api-server';
import NoticeDialog from './NoticeDialog';
import RegisterPage from './RegisterPage';

const NOW = '2026-12-03';
const PROFILE = {
  id: 7,
  email: 'asha@example.in',
  fullName: 'Asha Rao',
  role: 'USER',
  walletBalance: 0,
  emailVerified: true,
  mustChangePassword: false,
  displayName: 'Asha1234',
  phone: null,
  notifyPayments: true,
  notifyAds: true,
  notifyMessages: false,
  language: 'en',
  noticeVersion: '2025-06-01',
  currentNoticeVersion: NOW,
};

const posted = (path: string) => apiServer.received.filter((request) => request.method === 'POST' && request.path === path);
const screenWith = (children: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('sign-up: the optional mails (docs/decisions/0038-consent.md)', () => {
  function serve() {
    apiServer.handle = (request: Received, response) => {
      if (request.path === '/api/challenge') void createChallenge({ hmacKey: 'test', maxnumber: 2000, expires: new Date(Date.now() + 600_000) }).then((challenge) => json(response, 200, challenge));
      else if (request.method === 'POST' && request.path === '/api/admins') json(response, 201, { email: 'asha@example.in', detail: 'We have sent a message.' });
      else json(response, 404, { detail: 'Not found' });
    };
  }

  async function signUp(tick: string[]) {
    serve();
    const user = userEvent.setup();
    screenWith(<RegisterPage />);
    const ads = screen.getByRole('checkbox', { name: /Mail me about my ads/ });
    const messages = screen.getByRole('checkbox', { name: /Mail me each new message/ });
    // Asked separately, and neither ticked for the visitor.
    expect((ads as HTMLInputElement).checked).toBe(false);
    expect((messages as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    for (const name of tick) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: /Sign up|Checking/ }));
    await waitFor(() => expect(posted('/api/admins')).toHaveLength(1), { timeout: 5000 });
    return JSON.parse(posted('/api/admins')[0].body) as Record<string, unknown>;
  }

  it('sends both as refused when the visitor ticks neither', async () => {
    expect(await signUp([])).toMatchObject({ fullName: 'Asha Rao', notifyAds: false, notifyMessages: false });
  });

  it('sends only what the visitor ticked', async () => {
    expect(await signUp(['Mail me each new message from a buyer or seller (at most one mail per conversation every 15 minutes)'])).toMatchObject({ notifyAds: false, notifyMessages: true });
  });
});

describe('the changed privacy notice', () => {
  function serve(profile: typeof PROFILE) {
    apiServer.handle = (request: Received, response) => {
      if (request.method === 'GET' && request.path === '/api/auth/me') json(response, 200, profile);
      else if (request.method === 'POST' && request.path === '/api/auth/me/notice') json(response, 200, { ...profile, ...JSON.parse(request.body), noticeVersion: NOW });
      else json(response, 404, { detail: 'Not found' });
    };
  }

  it('is shown to a user who saw an older one, with the privacy page and the optional mails, until acknowledged', async () => {
    serve(PROFILE);
    const user = userEvent.setup();
    screenWith(<NoticeDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Our privacy notice has changed' });
    expect(screen.getByRole('link', { name: 'Read the privacy notice' }).getAttribute('href')).toBe('/privacy&policy');
    expect(screen.getByText(`(Version of ${NOW})`)).toBeTruthy();
    // The switches show the user's present choices; the user changes them here.
    expect(screen.getByRole('switch', { name: 'Ad mails' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('switch', { name: 'Ad mails' }));
    await user.click(screen.getByRole('switch', { name: 'Message mails' }));
    await user.click(screen.getByRole('button', { name: 'I have read it' }));

    await waitFor(() => expect(dialog.isConnected && screen.queryByRole('dialog')).toBeFalsy());
    expect(posted('/api/auth/me/notice').map((request) => JSON.parse(request.body))).toEqual([{ version: NOW, notifyAds: false, notifyMessages: true }]);
  });

  it('says "please read" to an account that never saw one', async () => {
    serve({ ...PROFILE, noticeVersion: null as unknown as string });
    screenWith(<NoticeDialog />);
    expect(await screen.findByRole('dialog', { name: 'Please read our privacy notice' })).toBeTruthy();
  });

  it('is not shown once the version in force was acknowledged', async () => {
    serve({ ...PROFILE, noticeVersion: NOW });
    screenWith(<NoticeDialog />);
    await waitFor(() => expect(apiServer.received.some((request) => request.path === '/api/auth/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
