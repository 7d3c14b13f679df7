import Ajv, { type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * The Compose Specification's JSON schema, as the dclint package ships it (it follows compose-spec's
 * schema/compose-spec.json). Validating against it replaces `docker-compose config -q`, a binary a fresh
 * machine lacks (docs/testing.md).
 */
function composeSchema(): object {
  const dclint = dirname(createRequire(resolve('package.json')).resolve('dclint/package.json'));
  return JSON.parse(readFileSync(join(dclint, 'schemas', 'compose.schema.json'), 'utf8'));
}

// The schema is written for any draft-07 validator: union types (strict mode refuses them) and an https
// $schema address ajv does not know. Its content, not its form, is what is checked here.
let validator: ValidateFunction | undefined;
const validateCompose = () => (validator ??= new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(composeSchema()));

const VARIABLE = /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** Compose's `${VAR}`, `${VAR:-default}`, `${VAR:?error}`, `${VAR:+other}` and `$$`, as its interpolation section defines them. */
function interpolate(text: string, env: Record<string, string>, errors: string[]): string {
  return text.replace(VARIABLE, (whole, dollar, braced, operator, argument, bare) => {
    if (dollar) return '$';
    const name = braced ?? bare;
    const value = env[name];
    const set = value !== undefined && (!operator?.startsWith(':') || value !== '');
    switch (operator?.replace(':', '')) {
      case '-':
        return set ? value : interpolate(argument, env, errors);
      case '?':
        if (!set) errors.push(`required variable ${name} is missing a value: ${argument}`);
        return value ?? '';
      case '+':
        return set ? interpolate(argument, env, errors) : '';
      default:
        return value ?? '';
    }
  });
}

function interpolateValues(node: unknown, env: Record<string, string>, errors: string[]): unknown {
  if (typeof node === 'string') return interpolate(node, env, errors);
  if (Array.isArray(node)) return node.map((item) => interpolateValues(item, env, errors));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateValues(value, env, errors)]));
  return node;
}

/**
 * What `docker-compose config -q` checks without an engine: the YAML parses, every required
 * variable is set in `env` (and nothing else: no .env file is read), and the interpolated file
 * matches the Compose Specification. Returns the problems found, none for a valid file.
 */
export function checkComposeFile(path: string, env: Record<string, string>): string[] {
  const errors: string[] = [];
  const config = interpolateValues(parse(readFileSync(path, 'utf8')), env, errors);
  if (errors.length) return errors;
  const validate = validateCompose();
  if (validate(config)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}${error.params && 'additionalProperty' in error.params ? `: ${error.params.additionalProperty}` : ''}`);
}
