import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Box, Tooltip, Typography } from '@mui/material';
import { DataTable, List, Pagination, SelectInput, useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { CategoryInput, LocationInput } from '../common/ReferenceInputs';
import { SearchBox } from '../common/SearchBox';
import { TruncatedText } from '../common/TruncatedText';
import { AdRowActions } from './AdRowActions';
import { AdStatusChip } from './AdStatusChip';
import { ImagesToggle } from './ImagesToggle';
import { type Ad, STATUS_CHOICES } from './types';
import { VERIFIED_EMAIL_HELP, VerifiedEmailSwitch } from './VerifiedEmailSwitch';

const filters = [
  <SearchBox key="q" source="q" placeholder="app.ads.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <CategoryInput key="categoryId" label="resources.ads.fields.category" />,
  <LocationInput key="locationId" label="resources.ads.fields.location" />,
];

/** Seed: 8 per page, titles cut at 20 characters and descriptions at 10. */
const AdPagination = () => <Pagination rowsPerPageOptions={[8, 16, 24, 48]} />;

const Column = DataTable.Col<Ad>;

/** The seed's column name, with what it really is: the seller's account state. It may wrap, so the list still fits at 1280 px. */
function VerifiedEmailHeader() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(VERIFIED_EMAIL_HELP)} describeChild>
      <span>
        {translate('app.ads.verified_email')} <InfoIcon sx={{ fontSize: 16, color: 'text.secondary', verticalAlign: 'text-bottom' }} />
      </span>
    </Tooltip>
  );
}

const Place = ({ ad }: { ad: Ad }) => (
  <>
    {ad.location}
    <Typography variant="caption" component="div" color="text.secondary">
      {ad.state}
    </Typography>
  </>
);

function AdTable() {
  const { date } = useIndianDates();
  return (
    <DataTable<Ad> rowClick={false} bulkActionButtons={false}>
      <Column source="id" />
      <Column source="title" cellSx={() => ({ minWidth: 165 })} render={(ad) => <TruncatedText text={ad.title} max={20} />} />
      <Column source="description" disableSort cellSx={() => ({ minWidth: 100 })} render={(ad) => <TruncatedText text={ad.description} max={10} />} />
      <Column source="category" disableSort />
      <Column source="location" disableSort render={(ad) => <Place ad={ad} />} />
      <Column source="status" field={AdStatusChip} />
      <Column source="verifiedEmail" label={<VerifiedEmailHeader />} disableSort field={VerifiedEmailSwitch} />
      <Column source="images" disableSort field={ImagesToggle} />
      <Column source="createdAt" render={(ad) => date(ad.createdAt)} />
      <Column label="app.common.actions" disableSort field={AdRowActions} />
    </DataTable>
  );
}

/** Phones: the same controls, one card per ad. */
function AdCards() {
  const translate = useTranslate();
  const { date } = useIndianDates();
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
            {ad.category} · {ad.location}, {ad.state} · {date(ad.createdAt)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <AdStatusChip />
            <Typography variant="body2" component="label">
              {translate('resources.ads.fields.verifiedEmail')} <VerifiedEmailSwitch />
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
    <List exporter={false} filters={filters} perPage={8} pagination={<AdPagination />} sort={{ field: 'createdAt', order: 'DESC' }}>
      {small ? <AdCards /> : <AdTable />}
    </List>
  );
}
