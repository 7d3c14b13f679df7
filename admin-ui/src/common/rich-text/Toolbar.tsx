import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import BulletsIcon from '@mui/icons-material/FormatListBulleted';
import NumbersIcon from '@mui/icons-material/FormatListNumbered';
import UnderlineIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const TOOLS: { command: string; label: string; icon: ReactNode }[] = [
  { command: 'bold', label: 'app.rich_text.bold', icon: <BoldIcon fontSize="small" /> },
  { command: 'italic', label: 'app.rich_text.italic', icon: <ItalicIcon fontSize="small" /> },
  { command: 'underline', label: 'app.rich_text.underline', icon: <UnderlineIcon fontSize="small" /> },
  { command: 'insertUnorderedList', label: 'app.rich_text.bulleted_list', icon: <BulletsIcon fontSize="small" /> },
  { command: 'insertOrderedList', label: 'app.rich_text.numbered_list', icon: <NumbersIcon fontSize="small" /> },
  { command: 'unlink', label: 'app.rich_text.remove_link', icon: <LinkOffIcon fontSize="small" /> },
];

interface ToolbarProps {
  onCommand: (command: string) => void;
  onAddLink: () => void;
  disabled?: boolean;
}

/** The editor's tools; mouse-down is prevented so the text selection survives the click. */
export function Toolbar({ onCommand, onAddLink, disabled }: ToolbarProps) {
  const translate = useTranslate();
  const tool = (key: string, icon: ReactNode, action: () => void) => (
    <Tooltip key={key} title={translate(key)}>
      <span>
        <IconButton size="small" aria-label={translate(key)} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={action}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box role="toolbar" aria-label={translate('app.rich_text.formatting')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, borderBottom: 1, borderColor: 'divider', p: 0.5 }}>
      {TOOLS.slice(0, 5).map((t) => tool(t.label, t.icon, () => onCommand(t.command)))}
      {tool('app.rich_text.add_link', <LinkIcon fontSize="small" />, onAddLink)}
      {tool(TOOLS[5].label, TOOLS[5].icon, () => onCommand(TOOLS[5].command))}
    </Box>
  );
}
