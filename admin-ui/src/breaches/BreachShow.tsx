import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title, TopToolbar, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { BackButton } from '../common/BackButton';
import { useIndianDates } from '../common/dates';
import { Section, ShowRecord } from '../common/ShowParts';
import { BoardReport } from './BoardReport';
import { BreachActions } from './BreachActions';
import { ReportClock } from './ReportClock';
import { FINDINGS, TEXTS, type Breach } from './types';

/** One fact: its name, the English text, and the Hindi one where written; a finding not yet written says so. */
function Fact({ label, text, hindi }: { label: string; text: string | null; hindi?: string | null }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ fontWeight: 600 }}>
        {translate(label)}
      </Typography>
      {text ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      ) : (
        <Typography variant="body2" color="warning.main">
          {translate('app.breaches.not_written')}
        </Typography>
      )}
      {hindi && (
        <Typography variant="body2" lang="hi" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          {hindi}
        </Typography>
      )}
    </Box>
  );
}

/** The addresses of the record just made that no account has (nobody to mail), handed on by the create page. */
function Unmatched() {
  const translate = useTranslate();
  const { state } = useLocation() as { state?: { unmatchedEmails?: string[] } };
  const [open, setOpen] = useState(true);
  const notice = useRef<HTMLDivElement>(null);
  const emails = state?.unmatchedEmails ?? [];
  // The create page was scrolled down to its Save button; the page opens where this notice is.
  useEffect(() => notice.current?.scrollIntoView?.({ block: 'center' }), []);
  if (!open || !emails.length) return null;
  return (
    <Alert ref={notice} severity="warning" onClose={() => setOpen(false)}>
      {translate('app.breaches.unmatched', { smart_count: emails.length })}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 200, overflow: 'auto' }}>
        {emails.map((email) => (
          <li key={email}>{email}</li>
        ))}
      </Box>
    </Alert>
  );
}

function BreachPage({ breach }: { breach: Breach }) {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1, maxWidth: 1200 }}>
      <Unmatched />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('app.breaches.title', { id: breach.id })}
        </Typography>
        <Chip size="small" variant="outlined" label={breach.allUsers ? translate('app.breaches.every_account') : translate('app.breaches.listed', { smart_count: breach.affectedCount })} />
        <Typography variant="body2" color="text.secondary">
          {translate('app.breaches.discovered', { date: dateTime(breach.discoveredAt) })}
          {breach.occurredAt && ` · ${translate('app.breaches.occurred', { date: dateTime(breach.occurredAt) })}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="app.breaches.sections.facts">
            {TEXTS.map((field) => (
              <Fact key={field} label={`resources.breaches.fields.${field}`} text={breach[field]} hindi={breach[`${field}Hi`]} />
            ))}
          </Section>
          <Section title="app.breaches.sections.findings">
            {FINDINGS.map((field) => (
              <Fact key={field} label={`resources.breaches.fields.${field}`} text={breach[field]} />
            ))}
            {FINDINGS.some((field) => !breach[field]) && (
              <Box>
                <Button component={Link} to={`/breaches/${breach.id}`} size="small" variant="outlined" startIcon={<EditIcon />}>
                  {translate('app.breaches.write_findings')}
                </Button>
              </Box>
            )}
          </Section>
          <Section title="app.breaches.sections.report">
            <Typography variant="caption" color="text.secondary">
              {translate('app.breaches.report.intro')}
            </Typography>
            <BoardReport text={breach.boardReport} />
          </Section>
        </Box>
        {/* What is still due comes first on a phone, before the long texts. */}
        <Box sx={{ display: 'grid', gap: 2, order: { xs: -1, md: 0 } }}>
          <Section title="app.breaches.sections.deadline">
            <ReportClock breach={breach} withDate />
            <Typography variant="caption" color="text.secondary">
              {translate('app.breaches.clock.rules')}
            </Typography>
          </Section>
          <Section title="app.breaches.sections.actions">
            <BreachActions breach={breach} />
          </Section>
        </Box>
      </Box>
    </Box>
  );
}

/** One breach: the facts, the Board's deadline, the duties still to do, and the Board's report as text to copy. */
export function BreachShow() {
  const translate = useTranslate();
  return (
    <ShowRecord<Breach>>
      {(record) => (
        <>
          <Title title={translate('app.breaches.title', { id: record.id })} />
          <TopToolbar sx={{ justifyContent: 'space-between' }}>
            <BackButton to="/breaches" label="app.breaches.back" />
            <Button component={Link} to={`/breaches/${record.id}`} size="small" startIcon={<EditIcon />}>
              {translate('ra.action.edit')}
            </Button>
          </TopToolbar>
          <BreachPage breach={record} />
        </>
      )}
    </ShowRecord>
  );
}
