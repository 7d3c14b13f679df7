import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsString, IsUrl, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { OptionalHindiName } from '../../common/hindi-name';
import { MetaTagsDto } from '../../common/meta-tags.dto';
import { PageDto } from '../../common/page.dto';
import { RichText, Trim } from '../../common/rich-text';

/** An optional coordinate of a district, sent as a number or (multipart) a string; empty or null clears it. */
function IndiaCoordinate(min: number, max: number, field: string) {
  const message = `${field} must be a number between ${min} and ${max} (inside India)`;
  return applyDecorators(
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value)),
    ValidateIf((_, value) => value !== null),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    Min(min, { message }),
    Max(max, { message }),
  );
}

/** The SEO fields of a location's search page; all optional. */
export class LocationSeoDto extends MetaTagsDto {
  /** Absolute URL of the page's canonical address, or empty */
  @IsOptional()
  @Trim()
  @ValidateIf((dto) => dto.canonicalLink !== '')
  @IsUrl({ protocols: ['http', 'https'], require_tld: false }, { message: 'canonicalLink must be an http(s) URL' })
  @MaxLength(500)
  canonicalLink?: string;

  /** Rich text (HTML), sanitised */
  @IsOptional()
  @RichText()
  locationDescription?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  h1Tag?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  h2Tag?: string;

  /** The district in Devanagari; empty clears it. @example पुणे */
  @OptionalHindiName(100)
  districtHi?: string | null;

  /** The state in Devanagari, for every district of the state; empty clears it. @example महाराष्ट्र */
  @OptionalHindiName(100)
  stateHi?: string | null;

  /** The district's centroid, inside India (6–37.5° N); empty clears it @example 18.571 */
  @IndiaCoordinate(6, 37.5, 'latitude')
  latitude?: number | null;

  /** The district's centroid, inside India (68–97.5° E); empty clears it @example 74.069 */
  @IndiaCoordinate(68, 97.5, 'longitude')
  longitude?: number | null;
}

export class CreateLocationDto extends LocationSeoDto {
  /** @example Maharashtra */
  @Trim()
  @IsString()
  @MinLength(2, { message: 'state must be at least 2 characters' })
  @MaxLength(100)
  state: string;

  /** @example Pune */
  @Trim()
  @IsString()
  @MinLength(2, { message: 'district must be at least 2 characters' })
  @MaxLength(100)
  district: string;
}

/**
 * State and district are read-only once created: sent values are accepted and ignored. Their Hindi
 * names can change; a new stateHi applies to every district of the state.
 */
export class UpdateLocationDto extends LocationSeoDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  state?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  district?: string;
}

export class LocationDto {
  id: number;
  state: string;
  district: string;
  /** The state in Devanagari; null where none is known (show `state`) @example महाराष्ट्र */
  stateHi: string | null;
  /** The district in Devanagari; null where none is known (show `district`) @example मुंबई शहर */
  districtHi: string | null;
  /** The district as it appears in search URLs */
  slug: string;
  metaTitle: string;
  metaDescription: string;
  canonicalLink: string;
  locationDescription: string | null;
  h1Tag: string;
  h2Tag: string;
  stateImage: string | null;
  /** The district's centroid (decision 0043); null for a district without one, which "Locate me" and `near` skip @example 18.571 */
  latitude: number | null;
  /** @example 74.069 */
  longitude: number | null;
}

export class LocationPageDto extends PageDto<LocationDto> {
  declare items: LocationDto[];
}

export class StateDto {
  id: number;
  state: string;
  /** The state in Devanagari; null where none is known (show `state`) @example महाराष्ट्र */
  stateHi: string | null;
  /** The state in search URLs (`/{category}/{slug}`: the whole state) @example maharashtra */
  slug: string;
}

export class DistrictDto {
  id: number;
  district: string;
  /** The district in Devanagari; null where none is known (show `district`) @example पुणे */
  districtHi: string | null;
  slug: string;
}
