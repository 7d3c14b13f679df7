import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib/v1';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client';
import '../test/jsdom-gaps';
import { apiServer, json, type Received } from '../test/api-server';
import { VerifyPhone } from './VerifyPhone';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

/** The API's side of the flow: a challenge, a code sent, and the code checked (only 123456 is right). */
function serve() {
  apiServer.handle = (request: Received, response) => {
    if (request.path === '/api/challenge') void createChallenge({ hmacKey: 'test', maxnumber: 2000, expires: new Date(Date.now() + 600_000) }).then((challenge) => json(response, 200, challenge));
    else if (request.method === 'POST' && request.path === '/api/auth/me/phones') json(response, 201, { phone: '+919876543210', expiresAt: new Date(Date.now() + 600_000).toISOString() });
    else if (request.method === 'POST' && request.path === '/api/auth/me/phones/verify') {
      const { code } = JSON.parse(request.body) as { code: string };
      if (code === '123456') json(response, 200, { phone: '+919876543210', verifiedAt: new Date().toISOString() });
      else json(response, 400, { detail: 'This code is not right. Tries left: 4' });
    } else if (request.path === '/api/auth/me/phones') json(response, 200, { items: [] });
    else json(response, 404, { detail: 'Not found' });
  };
}

describe('VerifyPhone: a number proved by a code sent by SMS', () => {
  it('asks for a code with a solved challenge, shows a wrong code’s refusal, then the number verified', async () => {
    serve();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <VerifyPhone initialPhone="98765 43210" />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('We sent a 6-digit code to +91 98765 43210. It works for 10 minutes.', {}, { timeout: 10_000 })).toBeTruthy();
    const sent = apiServer.received.find((request) => request.method === 'POST' && request.path === '/api/auth/me/phones')!;
    expect(JSON.parse(sent.body)).toEqual({ phone: '98765 43210' });
    expect(sent.headers['x-challenge']).toBeTruthy();

    const code = screen.getByLabelText('Code from the SMS');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is not right. Tries left: 4')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '12a3456');
    expect((code as HTMLInputElement).value).toBe('123456');
    // jsdom never ends antd's leaving animation of the loading icon, which stays in the button's name.
    await user.click(screen.getByRole('button', { name: /Verify$/ }));
    expect(await screen.findByText('+91 98765 43210 is verified')).toBeTruthy();
  }, 20_000);
});
