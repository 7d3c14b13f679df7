// Jest's transform of the backend's TypeScript: @swc/jest, plus `with { type: 'json' }` on each import of a JSON file
// (the texts' resources, docs/decisions/0023-texts-as-json-resources.md). An ES module needs that attribute to import
// JSON, and jest's ESM mode follows Node: jest 30 warns without it and its next major refuses. The sources cannot
// write it: tsc builds them to CommonJS, where import attributes are not allowed (TS2856).
import swcJest from '@swc/jest';

const JSON_IMPORT = /^(import [^;'"]+ from (['"])[^'"]+\.json\2)(?=;)/gm;
const withJsonType = (result) => ({ ...result, code: result.code.replace(JSON_IMPORT, "$1 with { type: 'json' }") });

export default {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (...args) => withJsonType(swc.process(...args)),
      processAsync: async (...args) => withJsonType(await swc.processAsync(...args)),
      getCacheKey: (...args) => `${swc.getCacheKey(...args)}+json-type`,
    };
  },
};
