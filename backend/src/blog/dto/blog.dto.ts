import { IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { RichText, Trim } from '../../common/rich-text';
import { IfSent } from '../../common/if-sent';

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
