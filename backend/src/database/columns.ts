import { Column, ColumnOptions, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * Column helpers that behave the same on SQLite and MySQL/MariaDB: datetimes keep milliseconds
 * (MySQL drops them without a precision), money is integer paise in a BIGINT that mysql2 would
 * otherwise hand back as a string.
 */
export const DateTimeColumn = (options: ColumnOptions = {}) => Column({ type: 'datetime', precision: 3, ...options });
export const CreatedAtColumn = () => CreateDateColumn({ type: 'datetime', precision: 3 });
export const UpdatedAtColumn = () => UpdateDateColumn({ type: 'datetime', precision: 3 });

export const PaiseColumn = (options: ColumnOptions = {}) =>
  Column({
    type: 'bigint',
    transformer: { to: (value: number) => value, from: (value: string | number | null) => (value === null ? null : Number(value)) },
    ...options,
  });

/** Rupees as the API shows them (499, 499.5) from paise as they are stored. */
export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number) => Math.round(rupees * 100);
