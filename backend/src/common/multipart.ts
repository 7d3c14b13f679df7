import { applyDecorators, Type, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { MAX_IMAGE_BYTES } from '../media/media.service';

/**
 * A multipart/form-data endpoint: the text fields validated as `dto`, image files under `files`
 * (name → how many may be sent). Files over 5 MB are refused with 413 before they reach the service.
 */
export function MultipartForm(dto: Type, files: Record<string, number>) {
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, maxCount]) => [
      name,
      maxCount > 1 ? { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: maxCount } : { type: 'string', format: 'binary' },
    ]),
  );
  return applyDecorators(
    UseInterceptors(
      FileFieldsInterceptor(
        Object.entries(files).map(([name, maxCount]) => ({ name, maxCount })),
        { limits: { fileSize: MAX_IMAGE_BYTES, files: Object.values(files).reduce((a, b) => a + b, 0), fields: 50, fieldSize: 64 * 1024 } },
      ),
    ),
    ApiConsumes('multipart/form-data'),
    ApiExtraModels(dto),
    ApiBody({ schema: { allOf: [{ $ref: getSchemaPath(dto) }, { type: 'object', properties: fileProperties }] } }),
  );
}

export type UploadedFilesMap = Record<string, Express.Multer.File[] | undefined>;
