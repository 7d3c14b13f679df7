import spectralCore from '@stoplight/spectral-core';
import * as parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

export interface LintFinding {
  rule: string;
  severity: 'error' | 'warning' | 'info' | 'hint';
  path: string;
  message: string;
}

const SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

/** What `spectral lint --ruleset spectral:oas` reports for an OpenAPI document (the recommended rules). */
export async function lintOpenApi(document: object): Promise<LintFinding[]> {
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const results = await spectral.run(new spectralCore.Document(JSON.stringify(document), parsers.Json));
  return results.map((result) => ({ rule: String(result.code), severity: SEVERITY[result.severity], path: result.path.join('.'), message: result.message }));
}
