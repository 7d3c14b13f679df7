import { act, renderHook } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { apiServer, json } from '../test/api-server';
import { seen } from '../test/setup';
import { CHALLENGE_HEADER, type ChallengeHeader, useChallenge } from './challenge';

const HMAC_KEY = 'test-challenge-key';

/** Serves challenges as the API does (small ones, quick to solve here), each expiring after `seconds`. */
function serveChallenges(seconds = 600) {
  apiServer.handle = (request, response) => {
    if (request.path !== '/api/challenge') return json(response, 404, { detail: 'Not found' });
    void createChallenge({ hmacKey: HMAC_KEY, maxnumber: 2000, expires: new Date(Date.now() + seconds * 1000) }).then((challenge) => json(response, 200, challenge));
  };
}

const challengesServed = () => apiServer.received.filter((request) => request.path === '/api/challenge').length;

describe('useChallenge', () => {
  // First: no solution is prepared yet from an earlier test.
  it("fails the call when the challenge cannot be had, and shows the API's reason", async () => {
    apiServer.handle = (_request, response) => json(response, 503, { detail: 'Challenges are unavailable' });
    const { result } = renderHook(() => useChallenge());
    let called = false;
    await act(() => expect(result.current.withChallenge(async () => void (called = true))).rejects.toMatchObject({ status: 503 }));
    expect(called).toBe(false);
    expect(seen.toasts.map((toast) => toast.title)).toContain('Challenges are unavailable');
  });

  it('solves a challenge the server accepts and sends it with the call, then prepares the next', async () => {
    serveChallenges();
    const { result } = renderHook(() => useChallenge());
    let sent: ChallengeHeader | undefined;
    await act(() => result.current.withChallenge(async (headers) => void (sent = headers)));
    expect(sent).toBeDefined();
    expect(await verifySolution(sent![CHALLENGE_HEADER], HMAC_KEY)).toBe(true);
    expect(result.current.checking).toBe(false);

    // Two calls in a row never send the same solution: each passes once.
    let second: ChallengeHeader | undefined;
    await act(() => result.current.withChallenge(async (headers) => void (second = headers)));
    expect(second![CHALLENGE_HEADER]).not.toBe(sent![CHALLENGE_HEADER]);
    expect(await verifySolution(second![CHALLENGE_HEADER], HMAC_KEY)).toBe(true);
  });

  it('does not send a prepared solution whose challenge is about to expire', async () => {
    serveChallenges(10); // within the 30 s margin: solved again when needed
    const { result } = renderHook(() => useChallenge());
    await act(() => result.current.withChallenge(async () => undefined)); // and one prepared for the next try
    const before = challengesServed();
    await act(() => result.current.withChallenge(async () => undefined));
    expect(challengesServed()).toBeGreaterThan(before);
  });
});
