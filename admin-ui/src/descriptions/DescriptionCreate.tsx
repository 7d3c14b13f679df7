import { Button } from '@mui/material';
import { Create, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSaveMessages } from '../common/useSaveMessages';
import { MESSAGES } from '../messages';
import { DescriptionForm } from './DescriptionForm';

export function DescriptionCreate() {
  const mutationOptions = useSaveMessages('descriptions', MESSAGES.descriptionSent, MESSAGES.descriptionSendFailed);
  return (
    <Create
      title="Add home page description"
      mutationOptions={mutationOptions}
      actions={
        <TopToolbar>
          <Button component={Link} to="/descriptions">
            Show description
          </Button>
        </TopToolbar>
      }
    >
      <DescriptionForm saveLabel="Add Description" />
    </Create>
  );
}
