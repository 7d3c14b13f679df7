import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { OptionalHindiName } from '../../common/hindi-name';
import { MetaTagsDto } from '../../common/meta-tags.dto';
import { Trim } from '../../common/rich-text';

export class CreateCategoryDto extends MetaTagsDto {
  /** Unique; the URL slug is derived from it. @example Spa and Massage */
  @Trim()
  @IsString()
  @MinLength(2, { message: 'title must be at least 2 characters' })
  @MaxLength(60)
  title: string;

  /** The title in Hindi; clients show `title` without it. @example दोस्ती */
  @OptionalHindiName(60)
  titleHi?: string | null;
}

export class UpdateCategoryDto extends MetaTagsDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(2, { message: 'title must be at least 2 characters' })
  @MaxLength(60)
  title?: string;

  /** The title in Hindi; empty clears it. @example दोस्ती */
  @OptionalHindiName(60)
  titleHi?: string | null;
}

export class CategoryDto {
  id: number;
  title: string;
  /** The title in Hindi; null where none is given (show `title`) @example दोस्ती */
  titleHi: string | null;
  /** The title as it appears in search URLs */
  slug: string;
  image: string | null;
  metaTitle: string;
  metaDescription: string;
}
