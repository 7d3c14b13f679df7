import type { QueryRunner } from 'typeorm';

// The SQLite migrations' schema changes, written once. SQLite's ALTER TABLE only renames, and adds or drops a column;
// to change a column's type or constraints, add a foreign key, or add a column with a non-constant default, TypeORM's
// generator makes the table again with the procedure of https://www.sqlite.org/lang_altertable.html section 7
// ("Making Other Kinds Of Table Schema Changes"): rebuildTable. Dropping the old table drops its indexes and triggers,
// which the migration drops before and creates again after (dropIndexes, createIndexes).
// Every helper issues the statements the migrations were written with, word for word and in their order: they have
// run on deployed databases, and TypeORM knows a migration by its name only, so their SQL must never change.

/** `"a", "b"`: column names as the generator quotes them. */
const quoted = (columns: string[]): string => columns.map((column) => `"${column}"`).join(', ');

/**
 * Rebuilds `table` in section 7's order: creates the new definition as "temporary_<table>", copies the rows into it,
 * drops the old table and renames the new one. `definition`: the new table's parenthesised column and constraint list.
 * `columns`: the new table's columns that are copied; `from`: what fills them from the old table, one for one
 * (by default the columns of the same names).
 */
export async function rebuildTable(queryRunner: QueryRunner, table: string, definition: string, columns: string[], from: string[] = columns): Promise<void> {
  const temporary = `temporary_${table}`;
  await queryRunner.query(`CREATE TABLE "${temporary}" ${definition}`);
  await queryRunner.query(`INSERT INTO "${temporary}"(${quoted(columns)}) SELECT ${quoted(from)} FROM "${table}"`);
  await queryRunner.query(`DROP TABLE "${table}"`);
  await queryRunner.query(`ALTER TABLE "${temporary}" RENAME TO "${table}"`);
}

/**
 * Rebuilds `table` as the generator's down() migrations do: renames it to "temporary_<table>" first, creates
 * `definition` under its name, copies `columns` back and drops the renamed one. (Section 7 advises against renaming
 * the old table first; the migrations written that way keep their statements.)
 */
export async function rebuildTableRenamingFirst(queryRunner: QueryRunner, table: string, definition: string, columns: string[]): Promise<void> {
  const temporary = `temporary_${table}`;
  await queryRunner.query(`ALTER TABLE "${table}" RENAME TO "${temporary}"`);
  await queryRunner.query(`CREATE TABLE "${table}" ${definition}`);
  await queryRunner.query(`INSERT INTO "${table}"(${quoted(columns)}) SELECT ${quoted(columns)} FROM "${temporary}"`);
  await queryRunner.query(`DROP TABLE "${temporary}"`);
}

/** Adds columns in place, one ALTER TABLE … ADD COLUMN each: `definitions` as in CREATE TABLE, e.g. '"phone" varchar(13)'. */
export async function addColumns(queryRunner: QueryRunner, table: string, definitions: string[]): Promise<void> {
  for (const definition of definitions) await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN ${definition}`);
}

/** Drops these columns in place, in their order (ALTER TABLE … DROP COLUMN: SQLite 3.35 and later). */
export async function dropColumns(queryRunner: QueryRunner, table: string, columns: string[]): Promise<void> {
  for (const column of columns) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
}

/** Runs these CREATE INDEX statements, in their order. */
export async function createIndexes(queryRunner: QueryRunner, statements: string[]): Promise<void> {
  for (const statement of statements) await queryRunner.query(statement);
}

/** Drops the indexes these CREATE INDEX statements make, in their order. */
export async function dropIndexes(queryRunner: QueryRunner, statements: string[]): Promise<void> {
  for (const statement of statements) {
    const name = /^CREATE (?:UNIQUE )?INDEX "([^"]+)"/.exec(statement)?.[1];
    if (!name) throw new Error(`Not a CREATE INDEX statement: ${statement}`);
    await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
