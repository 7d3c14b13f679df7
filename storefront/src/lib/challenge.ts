import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, unwrap } from './api-client';
import { notify } from './notify';
import { t } from '../i18n';

/**
 * The proof-of-work challenge that sign-up, forgot-password, reports and phone reveals need (docs/api.md,
 * "Proof-of-work challenge"): the browser finds a number (about a second on a phone) and sends it as
 * X-Challenge. altcha-lib's solver runs in Web Workers, so the page stays responsive, and is loaded
 * only when a form needs it, so it costs the other pages nothing. One solution at a time is kept for
 * the page; each passes once.
 */
export const CHALLENGE_HEADER = 'X-Challenge';
/** The header a call needing a challenge sends: the API document declares it, so it goes in `params.header`. */
export type ChallengeHeader = { [CHALLENGE_HEADER]: string };
/** A solution whose challenge expires sooner than this is not sent: a new one is solved instead. */
const MARGIN_MS = 30_000;
/** Workers share the range between them; a phone has 4–8 cores, and the page needs one. */
const MAX_WORKERS = 4;

interface Solved {
  header: string;
  expiresAt: number;
}

let pending: Promise<Solved | undefined> | undefined;
/** Whether the prepared solution is there already (else the form says it is checking the browser). */
let ready = false;

async function solveNew(): Promise<Solved> {
  const challenge = await unwrap(api.GET('/api/challenge'));
  const altcha = await import('altcha-lib/v1');
  const { algorithm, salt, maxnumber, signature } = challenge;
  let solution: { number: number } | null;
  if (typeof Worker === 'function') {
    const { default: SolverWorker } = await import('altcha-lib/v1/worker?worker');
    const workers = Math.max(1, Math.min(MAX_WORKERS, (navigator.hardwareConcurrency || 2) - 1));
    solution = await altcha.solveChallengeWorkers(() => new SolverWorker(), workers, challenge.challenge, salt, algorithm, maxnumber);
  } else {
    solution = await altcha.solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  }
  if (!solution) throw new Error('No solution found');
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return { header: btoa(JSON.stringify(payload)), expiresAt: Number(altcha.extractParams(challenge).expires) * 1000 };
}

/** Starts solving one in the background, unless one is solved or on its way. */
export function prepareChallenge(): void {
  pending ??= solveNew().then(
    (solved) => {
      ready = true;
      return solved;
    },
    () => undefined, // retried, and any failure shown, when the solution is needed
  );
}

/** The solution to send with one call: the prepared one if still good, else a fresh one (may take a second). */
async function takeChallenge(): Promise<ChallengeHeader> {
  // Taken at once, so that two calls in a row never send the same solution.
  const mine = pending;
  pending = undefined;
  ready = false;
  const prepared = await mine;
  const solved = prepared && prepared.expiresAt - MARGIN_MS > Date.now() ? prepared : await solveNew();
  return { [CHALLENGE_HEADER]: solved.header };
}

/**
 * For a form or button whose call needs a challenge: while `active` (the form is shown), one is solved in
 * the background; `withChallenge` waits for it (`checking` meanwhile: show "Checking your browser…"),
 * makes the call with its header, then prepares the next one for another try.
 */
export function useChallenge(active = true) {
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (active) prepareChallenge();
  }, [active]);

  const withChallenge = useCallback(
    async <T>(call: (headers: ChallengeHeader) => Promise<T>): Promise<T> => {
      if (!ready) setChecking(true);
      let headers: ChallengeHeader;
      try {
        headers = await takeChallenge();
      } catch (error) {
        // The API client has shown a failed GET /api/challenge; a solver that cannot run (no Web Crypto: a
        // site not served over https) is told here.
        if (!(error instanceof ApiError)) notify.error(t('common.challenge.failedTitle'), t('common.challenge.failed'));
        throw error;
      } finally {
        setChecking(false);
      }
      try {
        return await call(headers);
      } finally {
        if (active) prepareChallenge();
      }
    },
    [active],
  );

  return { checking, withChallenge };
}
