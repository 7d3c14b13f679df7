import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who has viewed an ad on a day (India time), so that a viewer counts once a day however often they reload;
 * rows of days before yesterday are deleted (ad-views.ts). No foreign key: a deleted ad's rows go with their day.
 */
@Entity('ad_viewers')
export class AdViewer {
  /** YYYY-MM-DD in India. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'int' })
  adId: number;

  /** `u` and the account id when signed in; else a keyed hash of the address and user agent, whose key changes daily. */
  @PrimaryColumn({ type: 'varchar', length: 22 })
  viewerKey: string;

  /** 0 until one flush claims the row and adds it to the ad's views (the flush's random number). */
  @Column({ type: 'int', default: 0 })
  batch: number;
}
