import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useChallenge } from '../../../lib/challenge';
import { errorDetail, showFieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { getSession } from '../../../lib/session';
import { COMPLAINT_KINDS, COMPLAINT_LIMITS, CONTENT_KINDS, PERSONAL_KINDS, type ComplaintInput, type ComplaintKind, type ComplaintReceipt as Receipt, fileComplaint } from '../api/file-complaint';
import { ComplainedAd } from './ComplainedAd';
import { ComplaintReceipt } from './ComplaintReceipt';

interface Values {
  kind?: ComplaintKind;
  url?: string;
  name: string;
  email: string;
  details: string;
  onBehalfOf?: boolean;
}

/** An ad page of this site (/ad/<slug>/<id>, or under /hi): its id, so the complaint names the ad itself. */
const AD_PATH = /^(?:\/hi)?\/ad\/[^/]+\/(\d{1,10})\/?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address typed, as a URL of this site, or undefined when it is not one. */
function pageOfThisSite(typed: string): URL | undefined {
  try {
    const url = new URL(typed.trim(), window.location.origin);
    const absolute = /^https?:\/\//i.test(typed.trim());
    return (absolute || typed.trim().startsWith('/')) && url.host === window.location.host ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /complaint (`?ad=<id>` names the ad): a complaint to the Grievance Officer, no account needed (IT Rules 2021, rule
 * 3(2); issue 41). Solves the proof-of-work challenge as the report dialog does; on success shows the ticket, its
 * clocks and the private link (ComplaintReceipt).
 */
export default function ComplaintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const adParam = params.get('ad');
  const [adId, setAdId] = useState(adParam && /^\d{1,10}$/.test(adParam) ? Number(adParam) : undefined);
  // A page of this site the link came from (a seller's page's "Report this seller"), filled in for the complainant.
  const linkedPage = pageOfThisSite(params.get('url') ?? '')?.href;
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [receipt, setReceipt] = useState<{ receipt: Receipt; email: string }>();
  const { checking, withChallenge } = useChallenge(!receipt);
  usePageMeta({ title: t('complaints.form.title'), description: t('complaints.form.description') });
  const session = getSession();

  const submit = async (values: Values) => {
    if (!values.kind) return;
    const page = values.url ? pageOfThisSite(values.url) : undefined;
    const pastedAd = page ? AD_PATH.exec(page.pathname)?.[1] : undefined;
    const body: ComplaintInput = {
      kind: values.kind,
      ...(adId ? { adId } : pastedAd ? { adId: Number(pastedAd) } : {}),
      ...(page ? { url: page.href } : {}),
      name: values.name.trim(),
      email: values.email.trim(),
      details: values.details.trim(),
      ...(PERSONAL_KINDS.has(values.kind) ? { onBehalfOf: Boolean(values.onBehalfOf) } : {}),
    };
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await withChallenge((challenge) => fileComplaint(body, challenge));
      setReceipt({ receipt: answer, email: body.email });
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      if (!showFieldErrors(form, error, { url: t('complaints.form.url'), name: t('complaints.form.name'), email: t('complaints.form.email'), details: t('complaints.form.details') })) {
        setFailure(error instanceof ApiError ? error.detail : errorDetail(error));
      }
    } finally {
      setSending(false);
    }
  };

  if (receipt) {
    return (
      <ComplaintReceipt
        receipt={receipt.receipt}
        email={receipt.email}
        onAnother={() => {
          setReceipt(undefined);
          form.resetFields();
        }}
      />
    );
  }

  const needsPage = kind !== undefined && CONTENT_KINDS.has(kind);
  const example = `${window.location.origin}/ad/…`;
  return (
    <article className="panel complaint">
      <h1>{t('complaints.form.title')}</h1>
      <p>
        {t('complaints.form.lead')} <Link to="/grievance">{t('complaints.form.grievanceLink')}</Link>
      </p>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ name: session?.fullName ?? '', email: session?.email ?? '', details: '', onBehalfOf: false, url: linkedPage }}
      >
        <Form.Item name="kind" label={t('complaints.form.kind')} rules={[{ required: true, message: t('complaints.form.kindRequired') }]}>
          <Radio.Group className="complaint__kinds">
            {COMPLAINT_KINDS.map((value) => (
              <Radio key={value} value={value} className="complaint__kind">
                <strong>{t(`complaints.kinds.${value}.label`)}</strong>
                <span className="complaint__kind-help">{t(`complaints.kinds.${value}.help`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>

        {adId ? (
          <Form.Item label={t('complaints.form.ad')}>
            <ComplainedAd id={adId} />
            <Button type="link" className="complaint__other-ad" onClick={() => setAdId(undefined)}>
              {t('complaints.form.otherAd')}
            </Button>
          </Form.Item>
        ) : (
          <Form.Item
            name="url"
            label={t('complaints.form.url')}
            extra={<Trans i18nKey="complaints.form.urlHelp" values={{ example }} components={{ example: <span lang="" /> }} />}
            rules={[
              { required: needsPage, whitespace: true, message: t('complaints.form.urlRequired') },
              { max: COMPLAINT_LIMITS.url, message: t('complaints.form.urlTooLong', { max: COMPLAINT_LIMITS.url }) },
              { validator: async (_, value?: string) => (!value?.trim() || pageOfThisSite(value) ? undefined : Promise.reject(new Error(t('complaints.form.urlInvalid')))) },
            ]}
          >
            <Input inputMode="url" autoComplete="off" lang="" />
          </Form.Item>
        )}

        <Form.Item
          name="name"
          label={t('complaints.form.name')}
          rules={[
            { required: true, whitespace: true, message: t('complaints.form.nameRequired') },
            { max: COMPLAINT_LIMITS.name, message: t('complaints.form.nameTooLong', { max: COMPLAINT_LIMITS.name }) },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('complaints.form.email')}
          extra={t('complaints.form.emailHelp')}
          rules={[
            { required: true, whitespace: true, message: t('complaints.form.emailRequired') },
            { max: COMPLAINT_LIMITS.email, pattern: EMAIL, message: t('complaints.form.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="email" lang="" />
        </Form.Item>
        <Form.Item
          name="details"
          label={t('complaints.form.details')}
          rules={[
            { required: true, whitespace: true, message: t('complaints.form.detailsRequired') },
            {
              validator: async (_, value?: string) =>
                !value?.trim() || value.trim().length >= COMPLAINT_LIMITS.details.min
                  ? undefined
                  : Promise.reject(new Error(t('complaints.form.detailsTooShort', { min: COMPLAINT_LIMITS.details.min }))),
            },
            { max: COMPLAINT_LIMITS.details.max, message: t('complaints.form.detailsTooLong', { max: COMPLAINT_LIMITS.details.max }) },
          ]}
        >
          <Input.TextArea rows={6} maxLength={COMPLAINT_LIMITS.details.max} showCount placeholder={t('complaints.form.detailsPlaceholder')} />
        </Form.Item>
        {kind && PERSONAL_KINDS.has(kind) ? (
          <Form.Item name="onBehalfOf" valuePropName="checked" extra={t('complaints.form.onBehalfOfHelp')}>
            <Checkbox>{t('complaints.form.onBehalfOf')}</Checkbox>
          </Form.Item>
        ) : null}

        {failure ? <Alert type="error" showIcon className="complaint__failure" title={t('complaints.form.failed')} description={failure} /> : null}
        <Button type="primary" danger htmlType="submit" size="large" block loading={sending}>
          {checking ? t('common.challenge.checking') : t('complaints.form.submit')}
        </Button>
      </Form>
    </article>
  );
}
