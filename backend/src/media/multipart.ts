import { applyDecorators, BadRequestException, CallHandler, ExecutionContext, mixin, Type, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { MAX_IMAGE_BYTES } from './media.service';
import { mediaRefusal } from './media-refusals';
import { fieldName } from '../common/common-refusals';

/**
 * A multipart/form-data endpoint: the text fields validated as `dto`, image files under `files`
 * (name → how many may be sent). Files over 5 MB are refused with 413 before they reach the service.
 */
export function MultipartForm(dto: Type, files: Record<string, number>) {
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, maxCount]) => [name, maxCount > 1 ? { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: maxCount } : { type: 'string', format: 'binary' }]),
  );
  return applyDecorators(
    UseInterceptors(
      fileCountsNamed(
        FileFieldsInterceptor(
          Object.entries(files).map(([name, maxCount]) => ({ name, maxCount })),
          { limits: { fileSize: MAX_IMAGE_BYTES, files: Object.values(files).reduce((a, b) => a + b, 0), fields: 50, fieldSize: 64 * 1024 } },
        ),
        files,
      ),
    ),
    ApiConsumes('multipart/form-data'),
    ApiExtraModels(dto),
    ApiBody({ schema: { allOf: [{ $ref: getSchemaPath(dto) }, { type: 'object', properties: fileProperties }] } }),
  );
}

/**
 * Multer refuses a ninth photo with "Too many files" (or "Unexpected file field - images" when one field
 * is over its own count), naming no field or naming it its own way; forms mark fields from `errors`, so
 * the answer names the field like every other validation error: `images: at most 8 photos`.
 */
function fileCountsNamed(multer: Type, files: Record<string, number>): Type {
  class FileCountsNamed extends multer {
    async intercept(context: ExecutionContext, next: CallHandler) {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        throw tooManyFiles(error, files) ?? error;
      }
    }
  }
  return mixin(FileCountsNamed);
}

function tooManyFiles(error: unknown, files: Record<string, number>): BadRequestException | undefined {
  // Nest keeps multer's error, with its code and field, as the cause of the exception it throws.
  const cause = (error as { cause?: { code?: unknown; field?: unknown } } | undefined)?.cause;
  const field = typeof cause?.field === 'string' && Object.hasOwn(files, cause.field) ? cause.field : undefined;
  const fields = cause?.code === 'LIMIT_FILE_COUNT' ? Object.keys(files) : cause?.code === 'LIMIT_UNEXPECTED_FILE' && field ? [field] : [];
  if (!fields.length) return undefined;
  const errors = Object.fromEntries(fields.map((name) => [name, files[name] === 1 ? mediaRefusal('atMostOnePhoto') : mediaRefusal('atMostPhotos', { max: String(files[name]) })]));
  return new BadRequestException({
    detail: Object.entries(errors)
      .map(([name, why]) => `${fieldName(name)}: ${why}`)
      .join('; '),
    errors,
  });
}

export type UploadedFilesMap = Record<string, Express.Multer.File[] | undefined>;
