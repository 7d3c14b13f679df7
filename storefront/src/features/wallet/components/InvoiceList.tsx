import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { formatDate, formatRupees } from '../../../lib/format';
import { downloadInvoice } from '../api/download-invoice';
import { useInvoices, type Invoice } from '../api/get-invoices';

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const credit = invoice.kind === 'CREDIT_NOTE';
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(invoice);
    } catch {
      // The API client has shown why.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="invoice-row">
      <div className="invoice-row__body">
        <p className="invoice-row__number">
          <span className="invoice-row__code" lang="" id={`invoice-${invoice.id}`}>
            {invoice.number}
          </span>
          <Tag color={credit ? 'orange' : 'green'}>{t(`wallet.invoices.kinds.${invoice.kind}`)}</Tag>
        </p>
        <p className="invoice-row__meta">
          <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time>
          {credit && invoice.originalNumber ? (
            <>
              {' · '}
              <Trans i18nKey="wallet.invoices.cancels" values={{ number: invoice.originalNumber }} components={{ number: <span lang="" /> }} />
            </>
          ) : null}
        </p>
      </div>
      <div className="invoice-row__side">
        <span className="invoice-row__total">{formatRupees(invoice.total)}</span>
        <span className="invoice-row__tax">{t('wallet.invoices.tax', { tax: formatRupees(invoice.tax) })}</span>
      </div>
      <Button className="invoice-row__download" icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void download()} aria-describedby={`invoice-${invoice.id}`}>
        {t('wallet.invoices.download')}
      </Button>
    </li>
  );
}

/** The seller's GST invoices and credit notes, each as a PDF; nothing at all while there are none (no GST details set). */
export function InvoiceList() {
  const { t } = useTranslation();
  const { data, error, refetch: reload } = useInvoices();
  if (error && !data)
    return (
      <section className="panel invoice-list" aria-labelledby="invoices-title">
        <h2 className="panel__title" id="invoices-title">
          <FileTextOutlined aria-hidden /> {t('wallet.invoices.title')}
        </h2>
        <LoadError error={error} onRetry={reload} />
      </section>
    );
  if (!data?.length) return null;
  return (
    <section className="panel invoice-list" aria-labelledby="invoices-title">
      <h2 className="panel__title" id="invoices-title">
        <FileTextOutlined aria-hidden /> {t('wallet.invoices.title')}
      </h2>
      <p className="muted">{t('wallet.invoices.help')}</p>
      <ul className="invoice-list__items">
        {data.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </ul>
    </section>
  );
}
