import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { RichText, Trim } from '../../common/rich-text';

export class SaveBlogPostDto {
  @Trim() @IsString() @MinLength(2, { message: 'title must be at least 2 characters' }) @MaxLength(200)
  title: string;

  /** Rich text (HTML), sanitised */
  @RichText(50_000) @MinLength(1, { message: 'description is required' })
  description: string;
}

export class UpdateBlogPostDto {
  @IsOptional() @Trim() @IsString() @MinLength(2, { message: 'title must be at least 2 characters' }) @MaxLength(200)
  title?: string;

  /** Rich text (HTML), sanitised; cannot be emptied (nor sanitised away to nothing) */
  @IsOptional() @RichText(50_000) @MinLength(1, { message: 'description is required' })
  description?: string;
}

export class SaveCommentDto {
  @Trim() @IsString() @MinLength(1, { message: 'text is required' }) @MaxLength(1000)
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
