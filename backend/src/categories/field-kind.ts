/**
 * What a category's detail holds (issue 44): a rate in rupees per unit, a choice among options (one or several), a
 * whole number in a range, or yes/no. Fixed once the field exists: stored ads keep values of its kind.
 */
export enum DetailKind {
  Rate = 'RATE',
  Choice = 'CHOICE',
  Number = 'NUMBER',
  YesNo = 'YES_NO',
}

/** What a rate is per. */
export enum RateUnit {
  Hour = 'HOUR',
  Session = 'SESSION',
  Day = 'DAY',
}

/** The most fields a category may have (Yclas: 65). */
export const MAX_FIELDS_PER_CATEGORY = 65;
/** The most options a choice may offer. */
export const MAX_OPTIONS = 40;
/** A field's or an option's key: the stable name in URLs, saved searches and the API. */
export const DETAIL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DETAIL_KEY_LENGTH = 40;
/** The highest rate or number a detail can hold (an INT column). */
export const MAX_DETAIL_NUMBER = 100_000_000;
