import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIndianDates } from '../common/dates';
import { Section, ShowRecord } from '../common/ShowParts';
import { STOREFRONT } from '../common/links';
import { Clocks } from './Clocks';
import { ComplaintActions } from './ComplaintActions';
import { ComplaintChips } from './ComplaintChips';
import { ComplaintTimeline } from './ComplaintTimeline';
import type { Complaint } from './types';

/** The ad's status as the console names it elsewhere (translation keys). */
const AD_STATUS: Record<string, string> = {
  ACTIVE: 'app.common.activated',
  INACTIVE: 'app.common.inactivated',
  PENDING_REVIEW: 'app.reported_ads.hidden_for_review',
  REJECTED: 'app.common.rejected',
};

const Text = ({ children }: { children: string }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

/** The ad (in the console and on the site) and the page the complainant named. */
function Evidence({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  const { ad, url } = complaint;
  return (
    <Section title="app.complaints.sections.evidence">
      {ad ? (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {ad.title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={translate(AD_STATUS[ad.status] ?? ad.status, { _: ad.status })} />
            {ad.sellerBlocked && <Chip size="small" color="error" variant="outlined" label={translate('app.complaints.seller_blocked')} />}
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <MuiLink component={Link} to={`/ads/${ad.id}`}>
              {translate('app.complaints.ad_in_console')}
            </MuiLink>
            <MuiLink href={STOREFRONT.ad(ad.id)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {translate('app.complaints.ad_on_site')}
              <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
            </MuiLink>
          </Box>
        </Box>
      ) : (
        !url && <Typography variant="body2">{translate('app.complaints.no_ad')}</Typography>
      )}
      {url && /^https?:\/\//.test(url) && (
        <MuiLink href={url} target="_blank" rel="noopener noreferrer nofollow" sx={{ overflowWrap: 'anywhere' }}>
          {url}
        </MuiLink>
      )}
    </Section>
  );
}

function ComplaintPage({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
          {complaint.ticket}
        </Typography>
        <ComplaintChips complaint={complaint} />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.complaints.fields.createdAt')} {dateTime(complaint.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="app.complaints.sections.complainant">
            <Typography variant="body2">
              {complaint.name} ·{' '}
              <MuiLink href={`mailto:${complaint.email}`} sx={{ overflowWrap: 'anywhere' }}>
                {complaint.email}
              </MuiLink>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(complaint.onBehalfOf ? 'app.complaints.on_behalf' : 'app.complaints.for_self')}
            </Typography>
          </Section>
          <Section title="app.complaints.sections.complaint">
            <Text>{complaint.details}</Text>
          </Section>
          <Evidence complaint={complaint} />
          {complaint.appealText && (
            <Section title="app.complaints.sections.appeal">
              <Typography variant="caption" color="text.secondary">
                {translate('app.complaints.appealed_at', { date: dateTime(complaint.appealedAt) })}
              </Typography>
              <Text>{complaint.appealText}</Text>
            </Section>
          )}
          {complaint.outcome && (
            <Section title="app.complaints.sections.outcome">
              {complaint.closedAt && (
                <Typography variant="caption" color="text.secondary">
                  {translate('app.complaints.closed_at', { date: dateTime(complaint.closedAt) })}
                </Typography>
              )}
              <Text>{complaint.outcome}</Text>
            </Section>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="app.complaints.sections.clocks">
            {complaint.acknowledgedAt && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.complaints.clocks.acknowledged', { date: dateTime(complaint.acknowledgedAt) })}
              </Typography>
            )}
            <Clocks complaint={complaint} />
            <Typography variant="caption" color="text.secondary">
              {translate('app.complaints.clocks.rules')}
            </Typography>
          </Section>
          <Section title="app.complaints.sections.actions">
            <ComplaintActions complaint={complaint} />
          </Section>
          <Section title="app.complaints.sections.timeline">
            <ComplaintTimeline events={complaint.events} />
          </Section>
        </Box>
      </Box>
    </Box>
  );
}

/** One complaint: what the complainant says and names, the deadlines, the actions that still apply, and its history. */
export function ComplaintShow() {
  const translate = useTranslate();
  return (
    <ShowRecord<Complaint>>
      {(record) => (
        <>
          <Title title={translate('app.complaints.title', { ticket: record.ticket })} />
          <ComplaintPage complaint={record} />
        </>
      )}
    </ShowRecord>
  );
}
