import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Told, in the transaction that puts an ad on the site, that it went live; its work commits or rolls back with it. */
export type AdWentLiveListener = (manager: EntityManager, adId: number) => Promise<void>;

/**
 * Who hears that an ad went live: saved-searches/ registers its alerts at start (SearchAlerts), so that ads/ does not
 * import the modules that react to it (as users/ tells ads/ of a blocked account, UsersService.onBlocked).
 */
@Injectable()
export class AdWentLive {
  private readonly listeners: AdWentLiveListener[] = [];

  listen(listener: AdWentLiveListener): void {
    this.listeners.push(listener);
  }

  async tell(manager: EntityManager, adId: number): Promise<void> {
    for (const listener of this.listeners) await listener(manager, adId);
  }
}
