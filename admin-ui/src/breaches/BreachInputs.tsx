import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { maxLength, minLength, required, TextInput, useTranslate } from 'react-admin';
import { FINDINGS, LIMITS, TEXTS } from './types';

const rows = (field: string) => (field === 'dataAffected' ? 2 : 3);

/** The five texts the people affected are told, in English (required). */
export function FactInputs({ requiredTexts = true }: { requiredTexts?: boolean }) {
  return (
    <>
      {TEXTS.map((field) => (
        <TextInput
          key={field}
          source={field}
          multiline
          minRows={rows(field)}
          fullWidth
          helperText={`app.breaches.help.${field}`}
          validate={[...(requiredTexts ? [required()] : []), minLength(LIMITS[field][0]), maxLength(LIMITS[field][1])]}
        />
      ))}
    </>
  );
}

/**
 * The same texts in Hindi, folded away: Hindi readers get these where written, else the English. Open from the start
 * when one is already written (the edit page).
 */
export function HindiInputs({ open = false }: { open?: boolean }) {
  const translate = useTranslate();
  return (
    <Accordion variant="outlined" defaultExpanded={open} disableGutters sx={{ width: '100%', my: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{translate('app.breaches.in_hindi')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.breaches.in_hindi_help')}
        </Typography>
        {TEXTS.map((field) => (
          <TextInput key={field} source={`${field}Hi`} multiline minRows={rows(field)} fullWidth validate={maxLength(LIMITS[field][1])} />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

/** What the Board's detailed report needs besides the texts above: the cause and the remedial measures. */
export function FindingInputs() {
  return (
    <>
      {FINDINGS.map((field) => (
        <TextInput key={field} source={field} multiline minRows={3} fullWidth helperText={`app.breaches.help.${field}`} validate={maxLength(LIMITS[field][1])} />
      ))}
    </>
  );
}
