import { Box, Chip, Stack, Typography } from '@mui/material';
import { BooleanField, CreateButton, DataTable, EditButton, List, ReferenceField, ReferenceInput, SelectInput, TextField, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { hindiName } from '../common/HindiNameInput';
import { ListEmpty } from '../common/ListEmpty';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { SearchBox } from '../common/SearchBox';
import { RemoveFieldButton } from './RemoveFieldButton';
import type { CategoryField } from './types';

const filters = [
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" sort={{ field: 'title', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="resources.category-fields.fields.categoryId" optionText="title" emptyText="app.category_fields.all_categories" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SearchBox key="q" source="q" placeholder="app.category_fields.search" alwaysOn />,
];

/** Add, into the category the list shows (the form starts with it chosen). */
function Actions() {
  const { filterValues } = useListContext();
  const categoryId = filterValues.categoryId as number | undefined;
  return (
    <TopToolbar>
      <CreateButton label="app.category_fields.add" state={categoryId ? { record: { categoryId } } : undefined} />
    </TopToolbar>
  );
}

/** "Removed", where the field is: hidden from ads' forms, pages and filters, kept with the values ads gave it. */
function RemovedMarker({ field }: { field: CategoryField }) {
  const translate = useTranslate();
  return field.removed ? <Chip size="small" variant="outlined" label={translate('app.category_fields.removed')} /> : null;
}

function KindText({ field }: { field: CategoryField }) {
  const translate = useTranslate();
  const kind = translate(`app.category_fields.kinds.${field.kind}`);
  const extra = field.kind === 'CHOICE' ? translate(field.multiple ? 'app.category_fields.several' : 'app.category_fields.one', { smart_count: field.options.length }) : '';
  return (
    <>
      {kind}
      {extra && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {extra}
        </Typography>
      )}
    </>
  );
}

function UnitText({ field }: { field: CategoryField }) {
  const translate = useTranslate();
  return <>{field.unit ? translate(`app.category_fields.units.${field.unit}`) : '—'}</>;
}

const Column = DataTable.Col<CategoryField>;
/** A removed field's row is shaded (not faded: its texts keep their contrast); the chip says why. */
const dimmed = (field: CategoryField) => (field.removed ? { bgcolor: 'action.hover' } : {});

function FieldTable() {
  const { filterValues } = useListContext();
  return (
    <DataTable<CategoryField> rowClick="edit" bulkActionButtons={false} rowSx={dimmed}>
      <Column source="position" />
      <Column
        source="label"
        render={(f) => (
          <>
            {f.label}
            {f.labelHi && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {hindiName(f.labelHi)}
              </Typography>
            )}
          </>
        )}
      />
      <Column source="key" render={(f) => <code>{f.key}</code>} />
      {!filterValues.categoryId && (
        <Column source="categoryId" disableSort>
          <ReferenceField source="categoryId" reference="categories" link={false}>
            <TextField source="title" />
          </ReferenceField>
        </Column>
      )}
      <Column source="kind" disableSort render={(f) => <KindText field={f} />} />
      <Column source="unit" disableSort render={(f) => <UnitText field={f} />} />
      <Column source="required" disableSort field={BooleanField} />
      <Column source="onCard" disableSort field={BooleanField} />
      <Column source="removed" disableSort render={(f) => <RemovedMarker field={f} />} />
      <Column label="app.common.actions" disableSort>
        <RemoveFieldButton />
      </Column>
    </DataTable>
  );
}

/** On a phone: one card per field, with what the table's columns say. */
function FieldCards() {
  const translate = useTranslate();
  return (
    <RecordCards<CategoryField>>
      {(f) => (
        <Stack spacing={0.5} sx={dimmed(f)}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h2">
              {f.label}
            </Typography>
            {f.labelHi && (
              <Typography variant="body2" lang="hi" color="text.secondary">
                {f.labelHi}
              </Typography>
            )}
            <RemovedMarker field={f} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            <code>{f.key}</code> · <KindText field={f} />
            {f.unit && (
              <>
                {' '}
                · <UnitText field={f} />
              </>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[f.required && translate('resources.category-fields.fields.required'), f.onCard && translate('resources.category-fields.fields.onCard'), `#${f.position}`].filter(Boolean).join(' · ')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <EditButton />
            <RemoveFieldButton />
          </Box>
        </Stack>
      )}
    </RecordCards>
  );
}

/**
 * Catalogue → Details per category (issue 44): the typed details each category's ads carry, in their order, removed
 * ones kept and marked (ads that gave them keep their values). Filtered by category; opened filtered from a category's page.
 */
export function CategoryFieldList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={50} empty={<ListEmpty />}>
      {small ? <FieldCards /> : <FieldTable />}
    </List>
  );
}
