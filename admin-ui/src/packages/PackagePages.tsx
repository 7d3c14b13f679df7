import { Create, Edit } from 'react-admin';
import { PackageForm } from './PackageForm';

export const PackageCreate = () => (
  <Create title="app.packages.new" redirect="list">
    <PackageForm />
  </Create>
);

export const PackageEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <PackageForm />
  </Edit>
);
