import { IsInt, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { RichText, Trim } from '../../common/rich-text';
import { IfSent } from '../../common/if-sent';

/** At most `max` bytes once encoded as UTF-8 (what a MariaDB TEXT column counts). */
const MaxUtf8Bytes = (max: number, message: string) =>
  ValidateBy({ name: 'maxUtf8Bytes', validator: { validate: (value) => typeof value !== 'string' || Buffer.byteLength(value, 'utf8') <= max, defaultMessage: () => message } });

export class SaveSeoDescriptionDto {
  /** @example Classified ads for adults across India */
  @Trim()
  @IsString()
  @MinLength(1, { message: 'headingH1 is required' })
  @MaxLength(200)
  headingH1: string;

  @Trim()
  @IsString()
  @MinLength(1, { message: 'headingH2 is required' })
  @MaxLength(200)
  headingH2: string;

  /** Rich text (HTML): bold, italics, links; sanitised on the server */
  @RichText(50_000)
  @MinLength(1, { message: 'description is required' })
  // The column is a TEXT: 65,535 bytes on MariaDB, where Hindi letters take 3 bytes each.
  @MaxUtf8Bytes(65_535, 'description is too long (at most 64 KB once sanitised)')
  description: string;

  /** Ignored: the id in the path counts (clients may send the whole record back) */
  @IsOptional()
  @IsInt()
  id?: number;
}

/** The admin console sends only the changed fields; null is refused like any bad value. */
export class UpdateSeoDescriptionDto {
  @IfSent()
  @Trim()
  @IsString()
  @MinLength(1, { message: 'headingH1 cannot be empty' })
  @MaxLength(200)
  headingH1?: string;

  @IfSent()
  @Trim()
  @IsString()
  @MinLength(1, { message: 'headingH2 cannot be empty' })
  @MaxLength(200)
  headingH2?: string;

  @IfSent()
  @RichText(50_000)
  @MinLength(1, { message: 'description cannot be empty' })
  @MaxUtf8Bytes(65_535, 'description is too long (at most 64 KB once sanitised)')
  description?: string;
}

export class SeoDescriptionDto {
  id: number;
  headingH1: string;
  headingH2: string;
  description: string;
}
