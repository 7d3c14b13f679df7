// The built server (backend/dist, compiled by `nest build`, not by the tests' SWC) serves an OpenAPI
// document that passes spectral:oas: the backend test lints the document the tests' build serves
// (backend/test/openapi.e2e-spec.ts), this one the document production serves (docs/decisions/0001-openapi-metadata.md).
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { request, run } from '../support/harness.mjs';

test('the production build serves an OpenAPI document with no spectral:oas errors or warnings', async () => {
  const answer = await request(`${run.baseURL}/api/openapi.json`);
  expect(answer.status).toBe(200);
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset({ extends: [[spectralRulesets.oas, 'recommended']] });
  const results = await spectral.run(new spectralCore.Document(answer.text, spectralParsers.Json));
  expect(results.map((result) => `${result.code} ${result.path.join('.')}: ${result.message}`)).toEqual([]);
});
