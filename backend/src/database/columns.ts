import { Column, ColumnOptions, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * Column helpers that behave the same on SQLite and MySQL/MariaDB: datetimes keep fractions of a
 * second (MySQL drops them without a precision; 6 matches TypeORM's CURRENT_TIMESTAMP(6) default,
 * which MariaDB would otherwise report as a change), money is integer paise in a BIGINT that
 * mysql2 would otherwise hand back as a string.
 */
const DATETIME = { type: 'datetime', precision: 6 } as const;
export const DateTimeColumn = (options: ColumnOptions = {}) => Column({ ...DATETIME, ...options });
export const CreatedAtColumn = () => CreateDateColumn(DATETIME);
export const UpdatedAtColumn = () => UpdateDateColumn(DATETIME);

export const PaiseColumn = (options: ColumnOptions = {}) =>
  Column({
    type: 'bigint',
    transformer: { to: (value: number) => value, from: (value: string | number | null) => (value === null ? null : Number(value)) },
    ...options,
  });

/** Rupees as the API shows them (499, 499.5) from paise as they are stored. */
export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Paise as texts write them, with the Indian grouping, in every language: ₹1,00,000, ₹499.5. */
export const formatRupees = (paise: number) => `₹${toRupees(paise).toLocaleString('en-IN')}`;

/**
 * Datetimes in raw SQL (the hot read path and the bulk seeder bypass TypeORM's conversion): UTC as
 * 'YYYY-MM-DD HH:MM:SS.sss', which both engines store and compare; read back, SQLite gives that
 * string and mysql2 (timezone 'Z') a Date.
 */
export const toSqlDateTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');
export const fromSqlDateTime = (value: string | Date) => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`));
