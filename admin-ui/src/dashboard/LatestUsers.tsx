import { Avatar, Box, Button, Chip, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import type { UserSummary } from '../providers/api';
import { Panel } from './StatusPanels';

export function LatestUsers({ users }: { users: UserSummary[] }) {
  return (
    <Panel title="Latest User">
      <List dense disablePadding>
        {users.map((user) => (
          <ListItem
            key={user.id}
            disableGutters
            secondaryAction={<Chip size="small" label={user.blocked ? 'Blocked' : user.role} color={user.blocked ? 'error' : user.role === 'ADMIN' ? 'secondary' : 'default'} />}
          >
            <ListItemAvatar>
              <Avatar>{(user.fullName || user.email).charAt(0).toUpperCase()}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={user.fullName || user.email}
              secondary={`${user.email} · joined ${new Date(user.createdAt).toLocaleDateString('en-IN')}`}
              slotProps={{ secondary: { noWrap: true } }}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" component={Link} to="/users">
          View All Users
        </Button>
      </Box>
    </Panel>
  );
}
