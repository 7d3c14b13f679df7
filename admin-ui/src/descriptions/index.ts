import { DescriptionCreate } from './DescriptionCreate';
import { DescriptionEdit } from './DescriptionEdit';
import { DescriptionList } from './DescriptionList';
import { DescriptionShow } from './DescriptionShow';

export default { list: DescriptionList, create: DescriptionCreate, edit: DescriptionEdit, show: DescriptionShow, recordRepresentation: 'headingH1' };
