import ActivityPage from '../features/activity/components/ActivityPage';
import { InvoiceList } from '../features/wallet/components/InvoiceList';

/** Joins two features: the wallet's history (Activity) with the wallet's GST invoices below it. */
export default function ActivityRoute() {
  return <ActivityPage after={<InvoiceList />} />;
}
