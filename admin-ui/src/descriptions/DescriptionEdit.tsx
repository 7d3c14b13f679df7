import { Edit, TopToolbar } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { useSaveMessages } from '../common/useSaveMessages';
import { MESSAGES } from '../messages';
import { DescriptionForm } from './DescriptionForm';

export function DescriptionEdit() {
  const mutationOptions = useSaveMessages('descriptions', MESSAGES.descriptionUpdated, MESSAGES.descriptionUpdateFailed);
  return (
    <Edit
      title="Update home page description"
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <BackButton to="/descriptions" label="Back to description" />
        </TopToolbar>
      }
    >
      <DescriptionForm saveLabel="Update Description" />
    </Edit>
  );
}
