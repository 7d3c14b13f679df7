import { RejectionReasonList } from './RejectionReasonList';
import { RejectionReasonCreate, RejectionReasonEdit } from './RejectionReasonPages';

export default { list: RejectionReasonList, create: RejectionReasonCreate, edit: RejectionReasonEdit, recordRepresentation: 'label' };
