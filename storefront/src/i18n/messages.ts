import type en from './locales/en';

/** The shape of the English texts with every leaf a string: each other language must have every key. */
export type Messages<T = typeof en> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
