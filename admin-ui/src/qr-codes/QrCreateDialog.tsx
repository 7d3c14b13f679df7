import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { BooleanInput, CreateBase, FormDataConsumer, maxLength, minLength, regex, required, SimpleForm, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ApiSchemas } from '../providers/api-types';
import { errorMessage, hasFieldErrors } from '../providers/httpClient';
import { QrPreview } from './QrPreview';

/** The server's UPI address rule (handle@bank). */
const UPI_ID = /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** Add QR Code: UPI ID, payee name and whether it becomes the active code (off by default, as in the seed). */
export function QrCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ pr: 6 }}>
        {translate('app.qr_codes.add')}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: 0 }}>
        <CreateBase
          resource="qr-codes"
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('app.qr_codes.added', { type: 'success' });
              refresh();
              onClose();
            },
            onError: (error: unknown) => {
              if (!hasFieldErrors(error)) notify(errorMessage(error), { type: 'error' });
            },
          }}
        >
          <SimpleForm defaultValues={{ isActive: false }}>
            <TextInput source="upiId" helperText="app.qr_codes.upi_example" validate={[required(), maxLength(100), regex(UPI_ID, 'app.qr_codes.upi_format')]} fullWidth />
            <TextInput source="payeeName" validate={[required(), minLength(2), maxLength(100)]} fullWidth />
            <BooleanInput source="isActive" label="app.qr_codes.make_active" />
            <FormDataConsumer<Partial<ApiSchemas['CreateQrCodeDto']>>>
              {({ formData }) =>
                formData.upiId && UPI_ID.test(formData.upiId) && formData.payeeName ? (
                  <Box sx={{ mb: 1 }}>
                    <QrPreview upiId={formData.upiId} payeeName={formData.payeeName} size={120} />
                  </Box>
                ) : null
              }
            </FormDataConsumer>
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
}
