import ActivityPage from '../features/activity/components/ActivityPage';
import { InvoiceList } from '../features/wallet/components/InvoiceList';
import { StatementPanel } from '../features/wallet/components/StatementPanel';

/** Joins two features: the wallet's history (Activity) with the wallet's GST invoices and its statements below it. */
export default function ActivityRoute() {
  return (
    <ActivityPage
      after={
        <>
          <InvoiceList />
          <StatementPanel />
        </>
      }
    />
  );
}
