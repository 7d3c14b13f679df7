import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import BulletsIcon from '@mui/icons-material/FormatListBulleted';
import NumbersIcon from '@mui/icons-material/FormatListNumbered';
import UnderlineIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

const TOOLS: { command: string; label: string; icon: ReactNode }[] = [
  { command: 'bold', label: 'Bold', icon: <BoldIcon fontSize="small" /> },
  { command: 'italic', label: 'Italic', icon: <ItalicIcon fontSize="small" /> },
  { command: 'underline', label: 'Underline', icon: <UnderlineIcon fontSize="small" /> },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: <BulletsIcon fontSize="small" /> },
  { command: 'insertOrderedList', label: 'Numbered list', icon: <NumbersIcon fontSize="small" /> },
  { command: 'unlink', label: 'Remove link', icon: <LinkOffIcon fontSize="small" /> },
];

interface ToolbarProps {
  onCommand: (command: string) => void;
  onAddLink: () => void;
  disabled?: boolean;
}

/** The editor's tools; mouse-down is prevented so the text selection survives the click. */
export function Toolbar({ onCommand, onAddLink, disabled }: ToolbarProps) {
  const tool = (label: string, icon: ReactNode, action: () => void) => (
    <Tooltip key={label} title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={action}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box role="toolbar" aria-label="Formatting" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, borderBottom: 1, borderColor: 'divider', p: 0.5 }}>
      {TOOLS.slice(0, 5).map((t) => tool(t.label, t.icon, () => onCommand(t.command)))}
      {tool('Add Link', <LinkIcon fontSize="small" />, onAddLink)}
      {tool(TOOLS[5].label, TOOLS[5].icon, () => onCommand(TOOLS[5].command))}
    </Box>
  );
}
