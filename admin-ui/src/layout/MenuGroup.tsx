import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';

interface MenuGroupProps {
  label: string;
  icon: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** An expandable group of the side menu; the parent decides which single group is open. */
export function MenuGroup({ label, icon, open, onToggle, children }: MenuGroupProps) {
  const [sidebarOpen] = useSidebarState();
  // role menuitem: react-admin's side menu is an ARIA menu, whose items may be menu items but not buttons (axe's
  // aria-required-children); aria-expanded says whether its items are shown.
  const header = (
    <ListItemButton role="menuitem" onClick={onToggle} aria-expanded={open} sx={{ py: 0.75 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }} />
      {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
    </ListItemButton>
  );
  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List dense component="div" disablePadding sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 } }}>
          {children}
        </List>
      </Collapse>
    </>
  );
}
