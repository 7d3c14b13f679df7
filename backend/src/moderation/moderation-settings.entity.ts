import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../database/columns';
import { ModerationMode } from './moderation-mode';
import { ContactInText } from './contact-in-text';

/** The admins' moderation settings: one row (id 1), created by its migration. */
@Entity('moderation_settings')
export class ModerationSettings {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 10, default: ModerationMode.Post })
  mode: ModerationMode;

  /** Reports from this many different people hide an ad until it is reviewed. */
  @Column({ type: 'smallint', default: 3 })
  reportThreshold: number;

  /** The same for reports that the advertiser is under age. */
  @Column({ type: 'smallint', default: 1 })
  underageReportThreshold: number;

  @Column({ type: 'varchar', length: 10, default: ContactInText.Mask })
  contactInText: ContactInText;

  @UpdatedAtColumn()
  updatedAt: Date;
}
