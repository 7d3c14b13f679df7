import { BadRequestException, Injectable } from '@nestjs/common';
import { mailRefusal } from './mail-refusals';
import { UnsubscribeLinks } from './unsubscribe-links';

/**
 * One kind of unsubscribe link, registered by the domain that keeps what it turns off: the whole kind
 * (`payments`) or, `withId`, one thing of the kind (`search-12`). `stop` turns it off for the user;
 * already off, or gone, is fine: a link may be followed twice. `done` is the answer, for the page to show.
 */
export type UnsubscribeKind = { done: string } & ({ withId: false; stop(userId: number): Promise<void> } | { withId: true; stop(userId: number, id: number): Promise<void> });

/** A topic as links write it: a kind, then for a kind registered `withId` a dash and the id. */
const TOPIC = /^([a-z]+)(?:-([1-9]\d{0,9}))?$/;

/**
 * What the unsubscribe links of non-essential mails turn off. mail/ signs the links and carries them
 * out but keeps none of the settings: each domain registers its kinds at start (users/ the mail
 * settings, saved-searches/ a saved search's alerts), so mail/ imports none of them.
 */
@Injectable()
export class UnsubscribeTopics {
  private readonly kinds = new Map<string, UnsubscribeKind>();

  constructor(private readonly links: UnsubscribeLinks) {}

  register(name: string, kind: UnsubscribeKind): void {
    if (!/^[a-z]+$/.test(name) || this.kinds.has(name)) throw new Error(`Unsubscribe kind "${name}" is not a-z or is registered twice`);
    this.kinds.set(name, kind);
  }

  /** Whether a mail may carry a link to this topic: one no domain registered would be refused when followed. */
  knows(topic: string): boolean {
    return this.find(topic) !== null;
  }

  /** Follows the link of a mail: works without signing in, the signed token is the proof. Answers what the page shows. */
  async unsubscribe(token: string): Promise<string> {
    const link = this.links.read(token);
    const found = link && this.find(link.topic);
    if (!link || !found) throw new BadRequestException({ detail: mailRefusal('unsubscribeInvalid'), errors: { token: mailRefusal('invalid') } });
    await found.stop(link.userId);
    return found.done;
  }

  private find(topic: string): { stop: (userId: number) => Promise<void>; done: string } | null {
    const match = TOPIC.exec(topic);
    const kind = match && this.kinds.get(match[1]);
    if (!match || !kind) return null;
    const id = match[2] === undefined ? null : Number(match[2]);
    if (kind.withId && id !== null) return { stop: (userId) => kind.stop(userId, id), done: kind.done };
    if (!kind.withId && id === null) return { stop: (userId) => kind.stop(userId), done: kind.done };
    return null;
  }
}
