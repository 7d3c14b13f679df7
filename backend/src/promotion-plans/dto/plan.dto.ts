export class PackageDto {
  id: number;
  name: string;
  /** The name in Hindi; null where none is given (show `name`) @example स्टैंडर्ड */
  nameHi: string | null;
  /** Price in rupees */
  amount: number;
  durationDays: number;
}

export class TimeSlotDto {
  id: number;
  label: string;
  /** The label in Hindi; null where none is given (show `label`) @example शाम (5 बजे – 10 बजे) */
  labelHi: string | null;
  /** HH:MM, India time */
  startTime: string;
  /** HH:MM, India time; before startTime for a slot that runs past midnight, equal to it for all day */
  endTime: string;
}
