import { PackageList } from './PackageList';
import { PackageCreate, PackageEdit } from './PackagePages';

export default { list: PackageList, create: PackageCreate, edit: PackageEdit, recordRepresentation: 'name' };
