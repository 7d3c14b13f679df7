import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { presetColumns } from './mapping';
import { DATE_FORMATS, type ColumnChoice, type StatementPreset } from './types';

/** 24 November 2026 in each format, beside its name. */
const FORMAT_EXAMPLES: Record<(typeof DATE_FORMATS)[number], string> = { 'DD/MM/YYYY': '24/11/2026', 'MM/DD/YYYY': '11/24/2026', 'YYYY-MM-DD': '2026-11-24', 'DD MMM YYYY': '24 Nov 2026' };

const COLUMN_FIELDS = [
  { field: 'dateColumn', label: 'app.statements.date_column', required: true },
  { field: 'narrationColumn', label: 'app.statements.narration_column', required: true },
  { field: 'creditColumn', label: 'app.statements.credit_column', required: true },
  { field: 'referenceColumn', label: 'app.statements.reference_column', required: false },
] as const;

interface Props {
  columns: string[];
  presets: StatementPreset[];
  presetId: number | null;
  onPreset: (id: number | null) => void;
  onDeletePreset: (preset: StatementPreset) => void;
  choice: ColumnChoice;
  onChoice: (choice: ColumnChoice) => void;
  /** Marks the required fields still empty (after an Import click) */
  showMissing: boolean;
}

/**
 * Which column holds what: a saved preset, or a select per field filled from the statement's header, and the format
 * of its dates. A preset's columns are shown as it will read them, with those this file lacks named.
 */
export function ColumnMapping({ columns, presets, presetId, onPreset, onDeletePreset, choice, onChoice, showMissing }: Props) {
  const translate = useTranslate();
  // Blank and repeated header cells cannot be told apart by name: the API finds columns by their names.
  const names = [...new Set(columns.filter((column) => column.trim()))];
  const preset = presets.find((p) => p.id === presetId) ?? null;
  const has = (name: string) => columns.some((column) => column.trim().toLowerCase() === name.trim().toLowerCase());
  const absent = preset ? COLUMN_FIELDS.map(({ field }) => presetColumns(preset)[field]).filter((name) => name && !has(name)) : [];
  const field = (name: keyof ColumnChoice) => ({
    value: choice[name],
    onChange: (event: { target: { value: string } }) => onChoice({ ...choice, [name]: event.target.value }),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          select
          label={translate('app.statements.preset')}
          value={presetId === null ? '' : String(presetId)}
          onChange={(event) => onPreset(event.target.value ? Number(event.target.value) : null)}
          sx={{ flex: 1, maxWidth: 420 }}
          // "None" is a choice here, shown as such rather than as an empty field.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          size="small"
        >
          <MenuItem value="">
            <em>{translate('app.statements.no_preset')}</em>
          </MenuItem>
          {presets.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {preset && (
          <Tooltip title={translate('app.statements.delete_preset', { name: preset.name })}>
            <IconButton aria-label={translate('app.statements.delete_preset', { name: preset.name })} onClick={() => onDeletePreset(preset)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {preset ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate('app.statements.preset_reads', {
              date: preset.dateColumn,
              narration: preset.narrationColumn,
              credit: preset.creditColumn,
              reference: preset.referenceColumn ? `“${preset.referenceColumn}”` : '—',
              format: preset.dateFormat,
            })}
          </Typography>
          {absent.length > 0 && <Alert severity="warning">{translate('app.statements.preset_absent', { columns: absent.map((name) => `“${name}”`).join(', ') })}</Alert>}
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
          {COLUMN_FIELDS.map(({ field: name, label, required }) => (
            <TextField
              key={name}
              select
              label={translate(label)}
              required={required}
              error={showMissing && required && !choice[name]}
              size="small"
              slotProps={required ? undefined : { select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              {...field(name)}
            >
              {!required && (
                <MenuItem value="">
                  <em>{translate('app.statements.none')}</em>
                </MenuItem>
              )}
              {names.map((column) => (
                <MenuItem key={column} value={column}>
                  {column}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <TextField select label={translate('app.statements.date_format')} required error={showMissing && !choice.dateFormat} size="small" {...field('dateFormat')}>
            {DATE_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {format} ({FORMAT_EXAMPLES[format]})
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </Box>
  );
}
