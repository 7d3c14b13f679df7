export class PackageDto {
  id: number;
  name: string;
  /** Price in rupees */
  amount: number;
  durationDays: number;
}

export class TimeSlotDto {
  id: number;
  label: string;
  /** HH:MM, India time */
  startTime: string;
  /** HH:MM, India time; before startTime for a slot that runs past midnight, equal to it for all day */
  endTime: string;
}
