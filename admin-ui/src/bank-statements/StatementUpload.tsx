import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, Checkbox, CircularProgress, FormControlLabel, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { ColumnMapping } from './ColumnMapping';
import { guessColumns, missingChoices, presetColumns, toMapping } from './mapping';
import { PreviewTable } from './PreviewTable';
import { NO_COLUMNS, type ColumnChoice, type StatementImport, type StatementPreset, type StatementPreview } from './types';

export const PRESETS_KEY = ['statement-presets'] as const;
/** CreateStatementPresetDto.name */
const PRESET_NAME_MAX = 60;

/**
 * Choose a statement file → its header and first rows → which column holds what (or a saved preset, or save these
 * columns as one) → Import. The API's refusals are shown as notifications with its detail.
 */
export function StatementUpload({ onImported }: { onImported: (result: StatementImport) => void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const { data: presets = [] } = useQuery({ queryKey: PRESETS_KEY, queryFn: async () => (await dataProvider.statementPresets()).data ?? [] });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [presetId, setPresetId] = useState<number | null>(null);
  const [choice, setChoice] = useState<ColumnChoice>(NO_COLUMNS);
  const [saving, setSaving] = useState(false);
  const [saveAs, setSaveAs] = useState('');
  const [importing, setImporting] = useState(false);
  const [tried, setTried] = useState(false);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setTried(false);
    setReading(true);
    try {
      const { data } = await dataProvider.previewStatement(chosen);
      setPreview(data);
      if (!presetId) setChoice(guessColumns(data));
    } catch (error) {
      setFile(null);
      notify('app.statements.preview_failed', { type: 'error', messageArgs: { detail: errorMessage(error) } });
    } finally {
      setReading(false);
    }
  };

  const pickPreset = (id: number | null) => {
    setPresetId(id);
    const preset = presets.find((p) => p.id === id);
    setChoice(preset ? presetColumns(preset) : preview ? guessColumns(preview) : NO_COLUMNS);
    if (preset) setSaving(false);
  };

  const deletePreset = async (preset: StatementPreset) => {
    try {
      await dataProvider.removeStatementPreset(preset.id);
      notify('app.statements.preset_deleted', { type: 'info', messageArgs: { name: preset.name } });
      pickPreset(null);
      await queryClient.invalidateQueries({ queryKey: PRESETS_KEY });
    } catch (error) {
      notify('app.statements.action_failed', { type: 'error', messageArgs: { detail: errorMessage(error) } });
    }
  };

  const missingName = saving && !saveAs.trim();
  const send = async () => {
    setTried(true);
    if (!file || (!presetId && missingChoices(choice).length) || missingName) return;
    setImporting(true);
    try {
      const { data } = await dataProvider.importStatement(file, toMapping(presetId, choice, saving ? saveAs : ''));
      if (!data?.lines) return; // the session ended (401): react-admin answers an empty result
      if (saving) {
        await queryClient.invalidateQueries({ queryKey: PRESETS_KEY });
        const saved = (queryClient.getQueryData<StatementPreset[]>(PRESETS_KEY) ?? []).find((p) => p.name === saveAs.trim());
        if (saved) setPresetId(saved.id);
        setSaving(false);
        setSaveAs('');
      }
      void queryClient.invalidateQueries({ queryKey: ['statement-lines'] });
      onImported(data);
    } catch (error) {
      notify('app.statements.import_failed', { type: 'error', messageArgs: { detail: errorMessage(error) } });
    } finally {
      setImporting(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.statements.intro')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button component="label" variant={file ? 'outlined' : 'contained'} startIcon={reading ? <CircularProgress size={18} /> : <UploadIcon />} disabled={reading || importing}>
            {translate(file ? 'app.statements.choose_other' : 'app.statements.choose_file')}
            <input
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = ''; // the same file may be chosen again (a second import)
              }}
            />
          </Button>
          <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {file ? file.name : translate('app.statements.file_help')}
          </Typography>
        </Box>
        {preview && file && !preview.columns.length && <Typography color="error">{translate('app.statements.no_header')}</Typography>}
        {preview && file && preview.columns.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h2">
              {translate('app.statements.preview_title')}
            </Typography>
            <PreviewTable preview={preview} fileName={file.name} />
            <Typography variant="subtitle2" component="h2">
              {translate('app.statements.columns_title')}
            </Typography>
            <ColumnMapping
              columns={preview.columns}
              presets={presets}
              presetId={presetId}
              onPreset={pickPreset}
              onDeletePreset={(preset) => void deletePreset(preset)}
              choice={choice}
              onChoice={setChoice}
              showMissing={tried}
            />
            {!presetId && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2 }}>
                <FormControlLabel control={<Checkbox checked={saving} onChange={(event) => setSaving(event.target.checked)} />} label={translate('app.statements.save_preset')} sx={{ mt: 0.5 }} />
                {saving && (
                  <TextField
                    label={translate('app.statements.preset_name')}
                    value={saveAs}
                    onChange={(event) => setSaveAs(event.target.value.slice(0, PRESET_NAME_MAX))}
                    required
                    size="small"
                    error={tried && missingName}
                    helperText={translate('app.statements.preset_name_help')}
                    sx={{ flex: 1, minWidth: 220, maxWidth: 420 }}
                  />
                )}
              </Box>
            )}
            {tried && !presetId && missingChoices(choice).length > 0 && <Typography color="error">{translate('app.statements.missing')}</Typography>}
            <Box>
              <Button variant="contained" onClick={() => void send()} disabled={importing} startIcon={importing ? <CircularProgress size={18} color="inherit" /> : undefined}>
                {translate(importing ? 'app.statements.importing' : 'app.statements.import')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
