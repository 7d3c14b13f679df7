import { IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { RichText, Trim } from '../../common/rich-text';

export class SaveSeoDescriptionDto {
  /** @example Classified ads for adults across India */
  @Trim() @IsString() @MinLength(1, { message: 'headingH1 is required' }) @MaxLength(200)
  headingH1: string;

  @Trim() @IsString() @MinLength(1, { message: 'headingH2 is required' }) @MaxLength(200)
  headingH2: string;

  /** Rich text (HTML): bold, italics, links; sanitised on the server */
  @RichText(50_000) @MinLength(1, { message: 'description is required' })
  description: string;

  /** Ignored: the id in the path counts (clients may send the whole record back) */
  @IsOptional() @IsInt()
  id?: number;
}

export class SeoDescriptionDto {
  id: number;
  headingH1: string;
  headingH2: string;
  description: string;
}
