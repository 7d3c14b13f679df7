import { Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';

/**
 * An ad that went live and still has to be matched against the saved searches. Written in the
 * transaction that makes the ad live, so it exists exactly when the activation does; search-alerts.ts
 * matches it afterwards and deletes it in the transaction that records the alerts
 * (docs/decisions/0012-search-alerts.md). The ad id is kept as a plain number: the ad may be deleted first.
 */
@Entity('pending_alerts')
export class PendingAlert {
  @PrimaryColumn({ type: 'int' })
  adId: number;

  @CreatedAtColumn()
  createdAt: Date;
}
