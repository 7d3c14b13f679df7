import { Avatar, Box, Button, Chip, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { indianDate, useIntlLocale } from '../common/dates';
import type { UserSummary } from '../providers/api';
import { Panel } from './StatusPanels';

export function LatestUsers({ users }: { users: UserSummary[] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Panel title={translate('app.dashboard.latest_user')}>
      <List dense disablePadding>
        {users.map((user) => (
          <ListItem
            key={user.id}
            disableGutters
            secondaryAction={
              <Chip
                size="small"
                label={translate(user.blocked ? 'app.common.blocked' : `app.dashboard.roles.${user.role}`)}
                color={user.blocked ? 'error' : user.role === 'ADMIN' ? 'secondary' : 'default'}
              />
            }
          >
            <ListItemAvatar>
              <Avatar>{(user.fullName || user.email).charAt(0).toUpperCase()}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={user.fullName || user.email}
              secondary={translate('app.dashboard.joined', { email: user.email, date: indianDate(user.createdAt, locale) })}
              slotProps={{ secondary: { noWrap: true } }}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" component={Link} to="/users">
          {translate('app.dashboard.view_all_users')}
        </Button>
      </Box>
    </Panel>
  );
}
