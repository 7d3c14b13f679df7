import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, PaiseColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { PromotionKind } from './promotion-kind';

/** An activation of an ad: a free ad, a free renewal or a bought package. Kept when the ad is deleted (adId has no foreign key). */
@Entity('promotions')
@Index('IDX_promotions_seller', ['seller', 'kind', 'createdAt'])
export class Promotion {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'sellerId', foreignKeyConstraintName: 'FK_promotions_seller' })
  seller: User;

  @RelationId((promotion: Promotion) => promotion.seller)
  sellerId: number;

  @Column({ type: 'int' })
  adId: number;

  @Column({ length: 120 })
  adTitle: string;

  @Column({ type: 'varchar', length: 10 })
  kind: PromotionKind;

  @Column({ type: 'varchar', length: 60, nullable: true })
  packageName: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  slotLabel: string | null;

  /** The package's and slot's Hindi names when bought, for a Hindi reader's Activity. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  packageNameHi: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  slotLabelHi: string | null;

  @PaiseColumn({ default: 0 })
  amountPaise: number;

  /** When its days began: after the promotion before it, if it was bought while one ran; null before issue 43 (use createdAt). */
  @DateTimeColumn({ nullable: true })
  startsAt: Date | null;

  @DateTimeColumn()
  endsAt: Date;

  @CreatedAtColumn()
  createdAt: Date;
}
