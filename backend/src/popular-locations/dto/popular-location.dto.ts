import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** Ids may come as numbers or as digit strings (HTML selects); anything else (true, [1], "1e3") stays as sent and fails IsInt. */
const toId = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value);

export class AddPopularLocationDto {
  @Transform(toId)
  @IsInt({ message: 'locationId must be an integer' })
  @Min(1)
  @Max(2_147_483_647)
  locationId: number;

  @Transform(toId)
  @IsInt({ message: 'categoryId must be an integer' })
  @Min(1)
  @Max(2_147_483_647)
  categoryId: number;
}

export class PopularLocationDto {
  id: number;
  /** The district */
  locationName: string;
  /** The district in Hindi (Devanagari), where the data has one */
  locationNameHi: string | null;
  categoryName: string;
  /** The category's title in Hindi, where the data has one */
  categoryNameHi: string | null;
  locationId: number;
  categoryId: number;
  /** For the search URL /{categorySlug}/{locationSlug} */
  locationSlug: string;
  categorySlug: string;
}
