import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Chip, Typography } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { wrapAnywhere } from '../common/cells';
import { indianDate } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { BlockButton } from './BlockButton';
import type { UserSummary as User } from '../providers/api';

const ROLE_CHOICES: { id: User['role']; name: string }[] = [
  { id: 'USER', name: 'Seller' },
  { id: 'ADMIN', name: 'Admin' },
];

const BLOCKED_CHOICES = [
  { id: true, name: 'Blocked' },
  { id: false, name: 'Not blocked' },
];

const filters = [
  <SearchInput key="q" source="q" placeholder="Search e-mail or name" alwaysOn />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput key="blocked" source="blocked" label="Blocked" choices={BLOCKED_CHOICES} />,
];

const Actions = () => (
  <TopToolbar>
    <Button component={Link} to="/users/create" variant="contained" startIcon={<PersonAddIcon />}>
      Register admin
    </Button>
  </TopToolbar>
);

const Column = DataTable.Col<User>;
const RoleChip = ({ u }: { u: User }) => <Chip size="small" label={u.role === 'ADMIN' ? 'Admin' : 'Seller'} color={u.role === 'ADMIN' ? 'secondary' : 'default'} />;
const StatusChip = ({ u }: { u: User }) => <Chip size="small" label={u.blocked ? 'Blocked' : 'Active'} color={u.blocked ? 'error' : 'success'} variant="outlined" />;

function UserCards() {
  return (
    <RecordCards<User>>
      {(u) => (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">{u.fullName || u.email}</Typography>
            <Typography variant="body2" color="text.secondary">
              {u.email}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
              <RoleChip u={u} />
              <StatusChip u={u} />
            </Box>
          </Box>
          <BlockButton />
        </Box>
      )}
    </RecordCards>
  );
}

export function UserList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} title="Users" filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {small ? (
        <UserCards />
      ) : (
        <DataTable<User> rowClick={false} bulkActionButtons={false}>
          <Column source="id" label="ID" />
          <Column source="fullName" label="Full name" />
          <Column source="email" label="Email" cellSx={wrapAnywhere} />
          <Column source="role" label="Role" render={(u) => <RoleChip u={u} />} />
          <Column source="blocked" label="Status" render={(u) => <StatusChip u={u} />} />
          <Column source="createdAt" label="Joined" render={(u) => indianDate(u.createdAt)} />
          <Column label="Actions" disableSort>
            <BlockButton />
          </Column>
        </DataTable>
      )}
    </List>
  );
}
