import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from './rich-text';

/** A page's <title> and meta description, as admins set them for a category's or a location's search pages. */
export class MetaTagsDto {
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
