import { ListLinkToolbar } from '../common/PageToolbars';
import { CreatePage } from '../common/SavePages';
import { DescriptionForm } from './DescriptionForm';

export function DescriptionCreate() {
  return (
    <CreatePage
      title="app.descriptions.add_title"
      messages={{ success: 'app.descriptions.sent', failure: 'app.descriptions.send_failed' }}
      actions={<ListLinkToolbar to="/descriptions" label="app.descriptions.show" />}
    >
      <DescriptionForm saveLabel="app.descriptions.add" />
    </CreatePage>
  );
}
