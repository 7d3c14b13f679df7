import { Box, Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, required, SelectInput, useRecordContext } from 'react-admin';
import type { ApiSchemas } from '../providers/api-types';

/** A record of the locations resource, shown as a district option. */
type LocationOption = ApiSchemas['LocationDto'];

/** One option: react-admin renders it inside the option's record context. */
function DistrictOption() {
  const record = useRecordContext<LocationOption>();
  return record ? (
    <Box>
      <Typography variant="body2">{record.district}</Typography>
      <Typography variant="caption" color="text.secondary">
        {record.state}
      </Typography>
    </Box>
  ) : null;
}

const districtText = (record?: LocationOption) => record?.district ?? '';

/**
 * A searchable district select, labelled by the district and sorted by it (seed: popular cities);
 * the state is shown under each option since some district names repeat across states.
 * Searches the server (q), so all 780 districts are reachable without loading them all. `label` is a translation key.
 */
export function LocationInput({ source = 'locationId', label = 'app.common.select_city', isRequired = false }: { source?: string; label?: string; isRequired?: boolean }) {
  return (
    <ReferenceInput source={source} reference="locations" sort={{ field: 'district', order: 'ASC' }} perPage={50}>
      <AutocompleteInput
        label={label}
        optionText={<DistrictOption />}
        inputText={districtText}
        matchSuggestion={(filter: string, choice: LocationOption) => choice.district.toLowerCase().includes(filter.toLowerCase())}
        filterToQuery={(q: string) => ({ q })}
        validate={isRequired ? required() : undefined}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
}

/** All categories (a handful) in a plain select, sorted by title. */
export function CategoryInput({ source = 'categoryId', label = 'app.common.select_category', isRequired = false }: { source?: string; label?: string; isRequired?: boolean }) {
  return (
    <ReferenceInput source={source} reference="categories" sort={{ field: 'title', order: 'ASC' }} perPage={100}>
      <SelectInput label={label} optionText="title" validate={isRequired ? required() : undefined} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}
