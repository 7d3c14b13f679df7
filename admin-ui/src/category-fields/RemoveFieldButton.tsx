import RemoveIcon from '@mui/icons-material/VisibilityOff';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { withDetail } from '../messages';
import { errorMessage } from '../providers/httpClient';
import type { CategoryField } from './types';

/**
 * Removes a field after the admin confirms: the API hides it from forms, pages and filters and keeps it (and the values
 * stored ads gave it), so the list shows it again, marked removed. Nothing to remove on a field already removed.
 * `toList`: from the edit page, go back to the list after.
 */
export function RemoveFieldButton({ toList = false }: { toList?: boolean }) {
  const record = useRecordContext<CategoryField>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const translate = useTranslate();
  if (!record || record.removed) return null;
  return (
    <DeleteWithConfirmButton
      label="app.category_fields.remove"
      icon={<RemoveIcon />}
      confirmTitle="app.category_fields.remove_title"
      confirmContent="app.category_fields.remove_content"
      translateOptions={{ label: record.label }}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('app.category_fields.removed_notice', { type: 'success', messageArgs: { label: record.label } });
          if (toList) redirect('list', 'category-fields');
          else refresh();
        },
        onError: (error: unknown) => notify(withDetail(translate('app.category_fields.remove_failed'), errorMessage(error)), { type: 'error' }),
      }}
    />
  );
}
