import { PaymentList } from './PaymentList';

export default { list: PaymentList };
