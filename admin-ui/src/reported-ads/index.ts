import { ReportedAdList } from './ReportedAdList';

export default { list: ReportedAdList, recordRepresentation: 'adTitle' };
