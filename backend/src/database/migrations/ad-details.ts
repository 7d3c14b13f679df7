import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { flag, id, reference, varchar } from './table-columns';


/**
 * Details per category (issue 44): the fields admins define for each category, the ads' values of them as one text
 * column for their pages (a plain ADD COLUMN: TypeORM's addColumn would rebuild the ads table on SQLite) and as rows
 * for the filters, and the details a saved search filters by. TypeORM writes each engine's DDL for the new tables, so one class serves both lists.
 */
export class AdDetails1796620000000 implements MigrationInterface {
  name = 'AdDetails1796620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const now = queryRunner.connection.driver.mappedDataTypes.createDateDefault;
    await queryRunner.createTable(
      new Table({
        name: 'category_fields',
        columns: [
          id,
          { name: 'categoryId', type: 'integer' },
          varchar('key', 40),
          varchar('kind', 10),
          varchar('label', 60),
          varchar('labelHi', 60, { isNullable: true }),
          varchar('unit', 10, { isNullable: true }),
          { name: 'options', type: 'text' },
          flag('multiple', 0),
          { name: 'min', type: 'integer', isNullable: true },
          { name: 'max', type: 'integer', isNullable: true },
          flag('required', 0),
          flag('onCard', 0),
          { name: 'position', type: 'smallint', default: 0 },
          { name: 'removedAt', type: 'datetime', precision: 6, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 6, default: now },
        ],
        indices: [{ name: 'UQ_category_fields_key', columnNames: ['categoryId', 'key'], isUnique: true }],
        foreignKeys: [reference('FK_category_fields_category', 'categories', 'categoryId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ad_details',
        columns: [id, { name: 'adId', type: 'integer' }, { name: 'fieldId', type: 'integer' }, { name: 'number', type: 'integer', isNullable: true }, varchar('option', 40, { isNullable: true })],
        indices: [
          { name: 'IDX_ad_details_ad', columnNames: ['adId', 'fieldId', 'number', 'option'] },
          { name: 'IDX_ad_details_field', columnNames: ['fieldId', 'option', 'number'] },
        ],
        foreignKeys: [reference('FK_ad_details_ad', 'ads', 'adId'), reference('FK_ad_details_field', 'category_fields', 'fieldId')],
      }),
    );
    await queryRunner.query('ALTER TABLE ads ADD COLUMN details text NULL');
    await queryRunner.query('ALTER TABLE saved_searches ADD COLUMN details varchar(500) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE saved_searches DROP COLUMN details');
    await queryRunner.query('ALTER TABLE ads DROP COLUMN details');
    await queryRunner.dropTable('ad_details');
    await queryRunner.dropTable('category_fields');
  }
}
