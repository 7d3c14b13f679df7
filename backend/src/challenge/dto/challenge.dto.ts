/** An ALTCHA (v1) proof-of-work challenge: find the number n (0 ≤ n ≤ maxnumber) whose SHA-256 of `salt + n` is `challenge`. */
export class ChallengeDto {
  /** Always SHA-256 */
  algorithm: 'SHA-256';
  /** The hex SHA-256 of the salt followed by the secret number */
  challenge: string;
  /** The secret number is at most this */
  maxnumber: number;
  /** Random hex, then `?expires=<unix seconds>&`: the challenge is refused after that moment */
  salt: string;
  /** The server's HMAC of `challenge` (hex): it proves the server made the challenge */
  signature: string;
}
