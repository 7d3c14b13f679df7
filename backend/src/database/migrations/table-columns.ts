import type { TableColumnOptions, TableForeignKeyOptions } from 'typeorm';

// The columns the Table-API migrations write (TypeORM turns them into each engine's DDL). Only how the migrations
// are written is shared: what each builds is its own and must never change once deployed.

/** An auto-increment primary key. 'integer': SQLite's name for what the entities' 'int' becomes; MySQL stores it as int. */
export const id: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
export const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'varchar', length: String(length), ...extra });
export const datetime = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'datetime', precision: 6, isNullable });
export const text = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'text', isNullable });
/** A boolean column with its default (1 or 0: what both engines store). */
export const flag = (name: string, fallback: 0 | 1): TableColumnOptions => ({ name, type: 'boolean', default: fallback });
/** A foreign key from `column` to `table`.id. */
export const reference = (name: string, table: string, column: string, onDelete: 'CASCADE' | 'SET NULL' = 'CASCADE'): TableForeignKeyOptions => ({
  name,
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete,
  onUpdate: 'NO ACTION',
});
