import { DescriptionList } from './DescriptionList';
import { DescriptionCreate, DescriptionEdit } from './DescriptionPages';
import { DescriptionShow } from './DescriptionShow';

export default { list: DescriptionList, create: DescriptionCreate, edit: DescriptionEdit, show: DescriptionShow, recordRepresentation: 'headingH1' };
