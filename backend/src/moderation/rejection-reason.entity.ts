import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';

/** A reason moderators pick when they reject an ad (the list is theirs to manage); it is mailed to the seller. */
@Entity('rejection_reasons')
@Unique('UQ_rejection_reasons_label', ['label'])
export class RejectionReason {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 200 })
  label: string;

  @CreatedAtColumn()
  createdAt: Date;
}
