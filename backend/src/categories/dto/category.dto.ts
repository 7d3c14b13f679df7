import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/rich-text';

export class CreateCategoryDto {
  /** Unique; the URL slug is derived from it. @example Spa and Massage */
  @Trim()
  @IsString()
  @MinLength(2, { message: 'title must be at least 2 characters' })
  @MaxLength(60)
  title: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  metaTitle?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  metaDescription?: string;
}

export class UpdateCategoryDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(2, { message: 'title must be at least 2 characters' })
  @MaxLength(60)
  title?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  metaTitle?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  metaDescription?: string;
}

export class CategoryDto {
  id: number;
  title: string;
  /** The title as it appears in search URLs */
  slug: string;
  image: string | null;
  metaTitle: string;
  metaDescription: string;
}
