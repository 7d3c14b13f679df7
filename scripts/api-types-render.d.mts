// Types of scripts/api-types-render.mjs for its TypeScript caller (backend/test/api-types.e2e-spec.ts).
export declare const API_TYPES_COMMAND: string;
export declare const API_TYPE_TARGETS: { file: string; frontEnd: string; paths: string; keep(path: string): boolean }[];
export declare function filterDocument<T extends { paths?: Record<string, unknown>; components?: Record<string, Record<string, unknown>> }>(document: T, keep: (path: string) => boolean): T;
export declare function renderApiTypes(document: object): Promise<{ file: string; content: string }[]>;
export declare function staleApiTypes(document: object, root: string): Promise<string[]>;
