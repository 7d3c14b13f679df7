import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, PaiseColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { Promotion } from './promotion.entity';

/** A promotion's price, or its unused part, given back to the seller's wallet by an admin: once per promotion. */
@Entity('refunds')
@Index('IDX_refunds_created', ['createdAt'])
export class Refund {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Promotion, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'promotionId', foreignKeyConstraintName: 'FK_refunds_promotion' })
  @Index('UQ_refunds_promotion', { unique: true })
  promotion: Promotion;

  @PaiseColumn()
  amountPaise: number;

  /** ALL: the whole price; UNUSED: the part for the days left. */
  @Column({ type: 'varchar', length: 6 })
  scope: RefundScope;

  @Column({ length: 200 })
  reason: string;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'refundedById', foreignKeyConstraintName: 'FK_refunds_admin' })
  refundedBy: User | null;

  @CreatedAtColumn()
  createdAt: Date;
}

export enum RefundScope {
  All = 'ALL',
  Unused = 'UNUSED',
}
