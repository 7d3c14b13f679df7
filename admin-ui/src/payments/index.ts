import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

export default { list: PaymentList, show: PaymentShow };
