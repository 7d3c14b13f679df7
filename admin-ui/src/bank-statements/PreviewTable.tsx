import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatementPreview } from './types';

/** The header the API found and the rows under it, as the bank wrote them: what the column choices refer to. */
export function PreviewTable({ preview, fileName }: { preview: StatementPreview; fileName: string }) {
  const translate = useTranslate();
  return (
    // A statement is wider than a phone: the table scrolls in its box, the page does not.
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="group" aria-label={translate('app.statements.preview_caption', { file: fileName })}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' } }}>
        <TableHead>
          <TableRow>
            {preview.columns.map((column, index) => (
              <TableCell key={`${index}-${column}`} sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {preview.columns.map((_, index) => (
                <TableCell key={index} title={row[index]}>
                  {row[index]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!preview.rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {translate('app.statements.preview_no_rows')}
        </Typography>
      )}
    </Box>
  );
}
