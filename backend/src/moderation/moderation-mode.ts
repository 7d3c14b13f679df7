export enum ModerationMode {
  /** Ads go live when posted; moderators act afterwards (reports, take-downs). */
  Post = 'post',
  /** A new or edited ad waits in the review queue until a moderator approves it. */
  Pre = 'pre',
}
