import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** The facts the Board's form asks for (`boardReport`), as plain text to paste there, with a Copy button. */
export function BoardReport({ text }: { text: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('app.breaches.report.copied', { type: 'success' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text can still be selected by hand.
      notify('app.breaches.report.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="pre"
        // Focusable: a long report scrolls by keyboard too.
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 420,
          overflow: 'auto',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
      <Box>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('app.breaches.report.copy')}
        </Button>
      </Box>
    </Box>
  );
}
