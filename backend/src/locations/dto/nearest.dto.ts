import { Transform } from 'class-transformer';
import { IsNumber, Max, Min } from 'class-validator';

/** A query string's number; an empty one is not 0 but refused. */
const queryNumber = ({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value);

/**
 * A position already rounded by the browser to 0.05° (about 5 km); the server rounds it again, uses it for this
 * answer only and neither logs nor stores it (decision 0043).
 */
export class NearestQueryDto {
  /** Latitude in degrees, -90 to 90, rounded to 0.05 @example 26.85 */
  @Transform(queryNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'lat must be a number' })
  @Min(-90, { message: 'lat must be between -90 and 90' })
  @Max(90, { message: 'lat must be between -90 and 90' })
  lat: number;

  /** Longitude in degrees, -180 to 180, rounded to 0.05 @example 80.95 */
  @Transform(queryNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'lng must be a number' })
  @Min(-180, { message: 'lng must be between -180 and 180' })
  @Max(180, { message: 'lng must be between -180 and 180' })
  lng: number;
}

/** The district whose centroid is nearest the position. */
export class NearestDistrictDto {
  id: number;
  /** For the results page /{category}/{slug} and `near` in GET dashboard/search @example lucknow */
  slug: string;
  state: string;
  /** The state in Devanagari; null where none is known */
  stateHi: string | null;
  district: string;
  /** The district in Devanagari; null where none is known */
  districtHi: string | null;
}
