import { ListLinkToolbar } from '../common/PageToolbars';
import { CreatePage } from '../common/SavePages';
import { MESSAGES } from '../messages';
import { DescriptionForm } from './DescriptionForm';

export function DescriptionCreate() {
  return (
    <CreatePage
      title="Add home page description"
      messages={{ success: MESSAGES.descriptionSent, failure: MESSAGES.descriptionSendFailed }}
      actions={<ListLinkToolbar to="/descriptions" label="Show description" />}
    >
      <DescriptionForm saveLabel="Add Description" />
    </CreatePage>
  );
}
