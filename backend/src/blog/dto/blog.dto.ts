import { IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { RichText, Trim } from '../../common/rich-text';
import { IfSent } from '../../common/if-sent';
import { PageDto } from '../../common/page.dto';

/** The description column is a TEXT: 65,535 bytes on MariaDB, where Hindi letters take 3 bytes each (checked after sanitising). */
const FitsTextColumn = () =>
  ValidateBy({
    name: 'fitsTextColumn',
    validator: { validate: (value) => typeof value !== 'string' || Buffer.byteLength(value, 'utf8') <= 65_535, defaultMessage: () => 'description is too long (at most 64 KB once sanitised)' },
  });

export class SaveBlogPostDto {
  @Trim()
  @IsString()
  @MinLength(2, { message: 'title must be at least 2 characters' })
  @MaxLength(200)
  title: string;

  /** Rich text (HTML), sanitised */
  @RichText(50_000)
  @FitsTextColumn()
  @MinLength(1, { message: 'description is required' })
  description: string;
}

export class UpdateBlogPostDto {
  @IfSent()
  @Trim()
  @MaxLength(200)
  @MinLength(2, { message: 'title must be at least 2 characters' })
  @IsString()
  title?: string;

  /** Rich text (HTML), sanitised; cannot be emptied (nor sanitised away to nothing) */
  @IfSent()
  @RichText(50_000)
  @FitsTextColumn()
  @MinLength(1, { message: 'description is required' })
  description?: string;
}

export class SaveCommentDto {
  @Trim()
  @IsString()
  @MinLength(1, { message: 'text is required' })
  @MaxLength(1000)
  text: string;
}

export class BlogCommentDto {
  id: number;
  text: string;
  createdAt: Date;
}

export class BlogPostDto {
  id: number;
  title: string;
  description: string;
  photo: string | null;
  comments: BlogCommentDto[];
  createdAt: Date;
  updatedAt: Date;
}

/** A post as the storefront lists it at /blog. */
export class PublicBlogPostSummaryDto {
  id: number;
  /** The post's address segment, /blog/{slug}: its title's slug and its id */
  slug: string;
  title: string;
  /** The start of the text, plain, at most 200 characters */
  excerpt: string;
  /** Cover image, site-relative */
  photo: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A post as the storefront shows it at /blog/{slug}. */
export class PublicBlogPostDto extends PublicBlogPostSummaryDto {
  /** Rich text (HTML), sanitised when it was saved */
  description: string;
}

export class PublicBlogPostPageDto extends PageDto<PublicBlogPostSummaryDto> {
  declare items: PublicBlogPostSummaryDto[];
}
