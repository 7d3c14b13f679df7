import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { SearchFiltersDto } from '../../search/dto/search.dto';
import { AlertFrequency } from '../alert-frequency';

const FREQUENCIES = Object.values(AlertFrequency);
const Frequency = () => IsIn(FREQUENCIES, { message: `frequency must be one of ${FREQUENCIES.join(', ')}` });

/** "Save this search" on a results page: what it shows (as in its URL) and how often to mail new ads. */
export class CreateSavedSearchDto extends SearchFiltersDto {
  /** Category slug as in the URL, e.g. women-seeking-men */
  @IsString()
  @MinLength(1, { message: 'category is required' })
  @MaxLength(80)
  category: string;

  /** District slug as in the URL, e.g. pune; none: all of India */
  @IsOptional()
  @IsString()
  @MaxLength(160)
  location?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;

  @Frequency()
  frequency: AlertFrequency;
}

export class UpdateSavedSearchDto {
  @Frequency()
  frequency: AlertFrequency;
}

export class SavedSearchPlaceDto {
  id: number;
  /** The category title or the district name */
  name: string;
  slug: string;
}

export class SavedSearchDto {
  id: number;
  category: SavedSearchPlaceDto;
  /** The district; null: all of India */
  location: SavedSearchPlaceDto | null;
  keyword: string | null;
  minAge: number | null;
  maxAge: number | null;
  withPhotos: boolean;
  /** Only ads whose phone number is verified */
  phoneVerified: boolean;
  /** Only ads whose photos are verified */
  photosVerified: boolean;
  /** The category's details it filters by, as the search's `details` (null: none) */
  details: string | null;
  frequency: AlertFrequency;
  /** The criteria in words, e.g. "Spa in Pune · “massage” · age 25–40 · with photos" */
  summary: string;
  /** The results page that runs the search, e.g. /spa/pune?keyword=massage&minAge=25 */
  path: string;
  createdAt: Date;
}

export class SavedSearchListDto {
  items: SavedSearchDto[];
  /** How many a user may keep */
  limit: number;
}
