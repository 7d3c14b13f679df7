import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * An optional name in Devanagari beside an English one (a district's, a category's), as admins edit it.
 * Trimmed; empty (all a multipart form can send) or null clears it, and clients show the English name.
 */
export const OptionalHindiName = (maxLength: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength }),
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsString(),
    MaxLength(maxLength),
  );
