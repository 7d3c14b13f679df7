import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { type ComplaintStatus, useComplaint } from '../api/get-complaint';
import { AppealForm } from './AppealForm';
import { IndiaTime } from './IndiaTime';

const STATUS_COLOURS: Record<ComplaintStatus['status'], string> = { OPEN: 'blue', APPEALED: 'orange', CLOSED: 'default' };

/**
 * /complaint/:ticket?key=…: the private link a complainant is given and mailed (issue 41). The state, the clocks, what
 * happened (never the admins' notes or names: the API leaves them out), the decision, and the one appeal.
 */
export default function ComplaintTicketPage() {
  const { t } = useTranslation();
  const { ticket } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const { data: complaint, isLoading, error, refetch, dataUpdatedAt } = useComplaint(ticket, key);
  usePageMeta(ticket && key && !error ? { title: t('complaints.ticket.title', { ticket }), description: t('complaints.ticket.description') } : null);

  if (!ticket || !key) return <NotFound title={t('complaints.ticket.notFoundTitle')} message={t('complaints.ticket.noKey')} />;
  if (isLoading) return <PageLoader />;
  if (error) {
    return error instanceof ApiError && error.status === 404 ? (
      <NotFound title={t('complaints.ticket.notFoundTitle')} message={t('complaints.ticket.notFound')} />
    ) : (
      <LoadError error={error} onRetry={refetch} />
    );
  }
  if (!complaint) return null;

  const open = complaint.status !== 'CLOSED';
  // The removal clock stops once the ad has left the site (hidden pending review, or taken down).
  const offTheSite = complaint.events.some((event) => event.type === 'AD_HIDDEN' || event.type === 'AD_TAKEN_DOWN');
  // Past due when it was read (not re-read on every render: a render must be pure).
  const overdue = (due: string | null | undefined) => (open && due && new Date(due).getTime() < dataUpdatedAt ? <Tag color="red">{t('complaints.ticket.overdue')}</Tag> : null);
  return (
    <article className="panel complaint complaint-ticket">
      <h1>
        <Trans i18nKey="complaints.ticket.heading" values={{ ticket: complaint.ticket }} components={{ ticket: <span lang="" /> }} />
      </h1>
      <p className="complaint-ticket__status">
        <Tag color={STATUS_COLOURS[complaint.status]}>{t(`complaints.ticket.status.${complaint.status}`)}</Tag>
        <strong>{t(`complaints.kinds.${complaint.kind}.label`)}</strong>
      </p>

      <dl className="complaint-facts">
        {complaint.ad || complaint.url ? (
          <>
            <dt>{t('complaints.ticket.about')}</dt>
            <dd lang="">{complaint.ad ? `${complaint.ad.title} (#${complaint.ad.id})` : complaint.url}</dd>
          </>
        ) : null}
        <dt>{t('complaints.ticket.filed')}</dt>
        <dd>
          <IndiaTime at={complaint.createdAt} />
        </dd>
        {complaint.acknowledgedAt ? (
          <>
            <dt>{t('complaints.ticket.acknowledged')}</dt>
            <dd>
              <IndiaTime at={complaint.acknowledgedAt} />
            </dd>
          </>
        ) : null}
        {complaint.removalDueAt && open && !offTheSite ? (
          <>
            <dt>{t('complaints.ticket.removalDue')}</dt>
            <dd>
              <IndiaTime at={complaint.removalDueAt} />
            </dd>
          </>
        ) : null}
        {complaint.appealedAt ? (
          <>
            <dt>{t('complaints.ticket.appealed')}</dt>
            <dd>
              <IndiaTime at={complaint.appealedAt} />
            </dd>
          </>
        ) : null}
        {open ? (
          <>
            <dt>{t('complaints.ticket.disposeDue')}</dt>
            <dd>
              <IndiaTime at={complaint.disposeDueAt} /> {overdue(complaint.disposeDueAt)}
            </dd>
          </>
        ) : null}
        {complaint.closedAt && !open ? (
          <>
            <dt>{t('complaints.ticket.closed')}</dt>
            <dd>
              <IndiaTime at={complaint.closedAt} />
            </dd>
          </>
        ) : null}
      </dl>

      {complaint.status === 'CLOSED' && complaint.outcome ? (
        <Alert
          type="info"
          showIcon
          className="complaint-ticket__outcome"
          title={t('complaints.ticket.outcome')}
          description={
            <span className="complaint__text" lang="">
              {complaint.outcome}
            </span>
          }
        />
      ) : null}

      <h2 className="complaint__heading">{t('complaints.ticket.timeline')}</h2>
      <ol className="complaint-timeline">
        {complaint.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className={`complaint-timeline__event complaint-timeline__event--${event.type.toLowerCase()}`}>
            <strong>{t(`complaints.ticket.events.${event.type}`)}</strong>
            <span className="muted">
              <IndiaTime at={event.at} />
            </span>
            {event.message ? (
              <p className="complaint__text" lang="">
                {event.message}
              </p>
            ) : null}
          </li>
        ))}
      </ol>

      {complaint.canAppeal ? <AppealForm ticket={complaint.ticket} secret={key} /> : null}
      {complaint.status === 'CLOSED' ? (
        <p className="muted">
          <Trans i18nKey="complaints.ticket.gac" components={{ gac: <a href="https://gac.gov.in" target="_blank" rel="noopener noreferrer" lang="" /> }} />
        </p>
      ) : null}
      <p className="muted">
        <Link to="/grievance">{t('complaints.form.grievanceLink')}</Link>
      </p>
    </article>
  );
}
