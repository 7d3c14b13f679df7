import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class AddPopularLocationDto {
  @Type(() => Number) @IsInt({ message: 'locationId must be an integer' }) @Min(1) @Max(2_147_483_647)
  locationId: number;

  @Type(() => Number) @IsInt({ message: 'categoryId must be an integer' }) @Min(1) @Max(2_147_483_647)
  categoryId: number;
}

export class PopularLocationDto {
  id: number;
  /** The district */
  locationName: string;
  categoryName: string;
  locationId: number;
  categoryId: number;
  /** For the search URL /{categorySlug}/{locationSlug} */
  locationSlug: string;
  categorySlug: string;
}
