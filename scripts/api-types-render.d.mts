// Types of scripts/api-types-render.mjs for its TypeScript caller (backend/test/api-types.e2e-spec.ts).
export declare const API_TYPES_COMMAND: string;
export declare const OPENAPI_DOCUMENT: string;
export declare const API_TYPE_TARGETS: { file: string; frontEnd: string; paths: string; keep(path: string): boolean }[];
export declare function filterDocument<T extends { paths?: Record<string, unknown>; components?: Record<string, Record<string, unknown>> }>(document: T, keep: (path: string) => boolean): T;
export declare function renderApiTypes(document: object): Promise<{ file: string; content: string }[]>;
export declare function documentText(document: object): string;
export declare function staleDocument(document: object, root: string): string | undefined;
