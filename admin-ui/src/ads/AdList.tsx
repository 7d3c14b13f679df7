import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Box, Tooltip, Typography } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, SelectInput } from 'react-admin';
import { indianDate } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { CategoryInput, LocationInput } from '../common/ReferenceInputs';
import { TruncatedText } from '../common/TruncatedText';
import { AdRowActions } from './AdRowActions';
import { AdStatusChip } from './AdStatusChip';
import { ImagesToggle } from './ImagesToggle';
import { type Ad, STATUS_CHOICES } from './types';
import { VERIFIED_EMAIL_HELP, VerifiedEmailSwitch } from './VerifiedEmailSwitch';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search titles" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <CategoryInput key="categoryId" label="Category" />,
  <LocationInput key="locationId" label="Location" />,
];

/** Seed: 8 per page, titles cut at 20 characters and descriptions at 10. */
const AdPagination = () => <Pagination rowsPerPageOptions={[8, 16, 24, 48]} />;

const Column = DataTable.Col<Ad>;

/** The seed's column name, with what it really is: the seller's account state. It may wrap, so the list still fits at 1280 px. */
const VerifiedEmailHeader = () => (
  <Tooltip title={VERIFIED_EMAIL_HELP} describeChild>
    <span>
      Verified Email <InfoIcon sx={{ fontSize: 16, color: 'text.secondary', verticalAlign: 'text-bottom' }} />
    </span>
  </Tooltip>
);

const Place = ({ ad }: { ad: Ad }) => (
  <>
    {ad.location}
    <Typography variant="caption" component="div" color="text.secondary">
      {ad.state}
    </Typography>
  </>
);

function AdTable() {
  return (
    <DataTable<Ad> rowClick={false} bulkActionButtons={false}>
      <Column source="id" label="ID" />
      <Column source="title" label="Title" cellSx={() => ({ minWidth: 165 })} render={(ad) => <TruncatedText text={ad.title} max={20} />} />
      <Column source="description" label="Description" disableSort cellSx={() => ({ minWidth: 100 })} render={(ad) => <TruncatedText text={ad.description} max={10} />} />
      <Column source="category" label="Category" disableSort />
      <Column source="location" label="Location" disableSort render={(ad) => <Place ad={ad} />} />
      <Column source="status" label="Status" field={AdStatusChip} />
      <Column source="verifiedEmail" label={<VerifiedEmailHeader />} disableSort field={VerifiedEmailSwitch} />
      <Column source="images" label="Images" disableSort field={ImagesToggle} />
      <Column source="createdAt" label="Posted" render={(ad) => indianDate(ad.createdAt)} />
      <Column label="Actions" disableSort field={AdRowActions} />
    </DataTable>
  );
}

/** Phones: the same controls, one card per ad. */
function AdCards() {
  return (
    <RecordCards<Ad>>
      {(ad) => (
        <>
          <Typography variant="subtitle2">
            #{ad.id} <TruncatedText text={ad.title} max={20} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <TruncatedText text={ad.description} max={10} />
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {ad.category} · {ad.location}, {ad.state} · {indianDate(ad.createdAt)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <AdStatusChip />
            <Typography variant="body2" component="label">
              Seller's e-mail verified <VerifiedEmailSwitch />
            </Typography>
          </Box>
          <ImagesToggle />
          <AdRowActions />
        </>
      )}
    </RecordCards>
  );
}

export function AdList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} filters={filters} perPage={8} pagination={<AdPagination />} sort={{ field: 'createdAt', order: 'DESC' }} title="Listings">
      {small ? <AdCards /> : <AdTable />}
    </List>
  );
}
