import { ArgumentMetadata, BadRequestException, HttpException, ValidationError, ValidationPipe } from '@nestjs/common';
import { validateSync, type ValidatorOptions } from 'class-validator';
import { commonRefusal } from './common-refusals';

/** Flattens class-validator's tree to `{ "field.sub": "first message" }` for forms to mark. */
function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix + error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) result[path] = messages[0];
    Object.assign(result, fieldErrors(error.children ?? [], `${path}.`));
  }
  return result;
}

/**
 * Leaves path parameters as the strings they are, for ParseIdPipe to check: the stock pipe would
 * turn '1e3' into 1000 and '0x10' into 16 before anyone looked.
 */
class AppValidationPipe extends ValidationPipe {
  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  /**
   * No DTO has an asynchronous rule, so the synchronous check gives the same answer without a
   * promise per constraint on every request. It skips async rules: a DTO must not add one.
   */
  protected validate(object: object, validatorOptions?: ValidatorOptions): ValidationError[] {
    return validateSync(object, validatorOptions);
  }

  /**
   * Some validators throw instead of answering false on odd input (isEmail on a lone surrogate,
   * IsNumber's decimal places on 1e-7): that is still bad input, not a server error.
   */
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      const field = metadata.data ?? metadata.type;
      throw new BadRequestException({ detail: commonRefusal('unreadable', { field }), errors: { [field]: commonRefusal('cannotBeRead') } });
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = fieldErrors(errors);
      const detail = Object.entries(fields)
        .map(([, message]) => message)
        .join('; ');
      return new BadRequestException({ detail: detail || 'Invalid input', errors: fields });
    },
  });
}
