import { requestTexts } from '../common/texts';

/** Why a filter of the audit log was refused (the detail names the filter before it). */
const en = {
  mustBeDate: 'must be a date (YYYY-MM-DD)',
  mustBeKind: 'must be one of {{kinds}}',
  mustBePositiveInteger: 'must be a positive integer',
};

const hi: typeof en = {
  mustBeDate: 'तारीख (YYYY-MM-DD) होनी चाहिए',
  mustBeKind: 'इनमें से एक होना चाहिए: {{kinds}}',
  mustBePositiveInteger: 'धनात्मक पूर्णांक होना चाहिए',
};

export const auditRefusal = requestTexts('audit-refusals', { en, hi });
