import { solveChallenge } from 'altcha-lib/v1';
import type TestAgent from 'supertest/lib/agent';
import { CHALLENGE_HEADER } from '../src/challenge/challenge.service';
import type { ChallengeDto } from '../src/challenge/dto/challenge.dto';

export { CHALLENGE_HEADER };

/** The tests' challenges: small enough that altcha's solver takes milliseconds, big enough to need it. */
export const TEST_CHALLENGE_MAX_NUMBER = '1000';

/** Solves a challenge with altcha-lib's solver, as the storefront does; answers the X-Challenge value. */
export async function solve(challenge: ChallengeDto): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error(`No number up to ${challenge.maxnumber} solves the challenge`);
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
}

/**
 * A freshly solved challenge from the app under test (an in-process app, or a server's URL), as a header
 * to `.set()` on sign-up, forgot-password, report-post and reveal-phone. Each passes once.
 */
export async function solvedChallenge(app: { http: TestAgent } | string): Promise<Record<string, string>> {
  const challenge: ChallengeDto = typeof app === 'string' ? await fetch(`${app}/api/challenge`).then((res) => res.json()) : (await app.http.get('/api/challenge').expect(200)).body;
  return { [CHALLENGE_HEADER]: await solve(challenge) };
}
