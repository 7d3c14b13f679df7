import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, useGetResourceLabel, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

/**
 * What every list shows before its first record: "No … yet", the invitation and the way to add the first one.
 * A new install starts with empty lists, and an operator who finds no Add button there is stuck (issue 39: the
 * QR codes, which are added in a dialog rather than on a create page, had none). `action` replaces the create
 * page's button; the texts are react-admin's `ra.page.empty` / `ra.page.invite`, or `resources.<name>.empty` /
 * `resources.<name>.invite` where a resource says more.
 */
export function ListEmpty({ action }: { action?: ReactNode }) {
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: 0, _: resource ? getResourceLabel(resource, 0) : '' });
  const button = action ?? (hasCreate ? <CreateButton variant="contained" /> : null);
  return (
    <Box sx={{ flex: 1, textAlign: 'center', px: 2, py: { xs: 4, sm: 6 } }}>
      <InboxIcon sx={{ width: '6em', height: '6em', color: 'text.disabled' }} />
      <Typography variant="h5" component="p" color="text.secondary" gutterBottom>
        {translate(`resources.${resource}.empty`, { _: translate('ra.page.empty', { name }) })}
      </Typography>
      {button ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(`resources.${resource}.invite`, { _: translate('ra.page.invite') })}
          </Typography>
          {button}
        </>
      ) : null}
    </Box>
  );
}
