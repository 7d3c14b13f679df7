import { BackToolbar } from '../common/PageToolbars';
import { EditPage } from '../common/SavePages';
import { MESSAGES } from '../messages';
import { DescriptionForm } from './DescriptionForm';

export function DescriptionEdit() {
  return (
    <EditPage
      title="Update home page description"
      messages={{ success: MESSAGES.descriptionUpdated, failure: MESSAGES.descriptionUpdateFailed }}
      actions={<BackToolbar to="/descriptions" label="Back to description" />}
    >
      <DescriptionForm saveLabel="Update Description" />
    </EditPage>
  );
}
