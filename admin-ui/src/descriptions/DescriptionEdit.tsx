import { BackToolbar } from '../common/PageToolbars';
import { EditPage } from '../common/SavePages';
import { DescriptionForm } from './DescriptionForm';

export function DescriptionEdit() {
  return (
    <EditPage
      title="app.descriptions.update_title"
      messages={{ success: 'app.descriptions.updated', failure: 'app.descriptions.update_failed' }}
      actions={<BackToolbar to="/descriptions" label="app.descriptions.back" />}
    >
      <DescriptionForm saveLabel="app.descriptions.update" />
    </EditPage>
  );
}
