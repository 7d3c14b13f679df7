import { QrCodeList } from './QrCodeList';

export default { list: QrCodeList, recordRepresentation: 'upiId' };
