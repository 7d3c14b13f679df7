import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Chip, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { wrapAnywhere } from '../common/cells';
import { useIndianDates } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { SearchBox } from '../common/SearchBox';
import { BlockButton } from './BlockButton';
import type { UserSummary as User } from '../providers/api';
import { ListEmpty } from '../common/ListEmpty';

/** Names are translation keys (react-admin's inputs translate their choices). */
const ROLE_CHOICES: { id: User['role']; name: string }[] = [
  { id: 'USER', name: 'app.users.seller' },
  { id: 'ADMIN', name: 'app.users.admin' },
];

const BLOCKED_CHOICES = [
  { id: true, name: 'app.common.blocked' },
  { id: false, name: 'app.users.not_blocked' },
];

const filters = [
  <SearchBox key="q" source="q" placeholder="app.users.search" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput key="blocked" source="blocked" choices={BLOCKED_CHOICES} />,
];

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to="/users/create" variant="contained" startIcon={<PersonAddIcon />}>
        {translate('app.users.register')}
      </Button>
    </TopToolbar>
  );
}

const Column = DataTable.Col<User>;
function RoleChip({ u }: { u: User }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(u.role === 'ADMIN' ? 'app.users.admin' : 'app.users.seller')} color={u.role === 'ADMIN' ? 'secondary' : 'default'} />;
}

function StatusChip({ u }: { u: User }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(u.blocked ? 'app.common.blocked' : 'app.common.active')} color={u.blocked ? 'error' : 'success'} variant="outlined" />;
}

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
  const { date } = useIndianDates();
  return (
    <List exporter={false} filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<ListEmpty />}>
      {small ? (
        <UserCards />
      ) : (
        <DataTable<User> rowClick={false} bulkActionButtons={false}>
          <Column source="id" />
          <Column source="fullName" />
          <Column source="email" cellSx={wrapAnywhere} />
          <Column source="role" render={(u) => <RoleChip u={u} />} />
          <Column source="blocked" label="app.users.status" render={(u) => <StatusChip u={u} />} />
          <Column source="createdAt" render={(u) => date(u.createdAt)} />
          <Column label="app.common.actions" disableSort>
            <BlockButton />
          </Column>
        </DataTable>
      )}
    </List>
  );
}
