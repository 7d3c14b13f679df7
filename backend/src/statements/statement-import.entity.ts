import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { User } from '../users/user.entity';

/** One upload of a bank statement: who, which file, and what it did. Its lines are kept one by one. */
@Entity('statement_imports')
export class StatementImport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 200 })
  fileName: string;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'importedById', foreignKeyConstraintName: 'FK_statement_imports_admin' })
  importedBy: User | null;

  /** Credit lines in the file. */
  @Column({ type: 'int' })
  credits: number;

  /** Credit lines this import saw first (the others came with an earlier import). */
  @Column({ type: 'int' })
  newCredits: number;

  /** Top-ups this import approved. */
  @Column({ type: 'int' })
  approved: number;

  @CreatedAtColumn()
  createdAt: Date;
}
