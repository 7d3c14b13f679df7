import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  /** Translated */
  title: string;
  value: ReactNode;
  /** The top border's colour, the same as the figure's in the charts */
  color: string;
  children?: ReactNode;
  /** A screen that says more (translated label) */
  link?: { to: string; label: string };
  sx?: object;
}

/** One figure of the finance page: a region named by its title, the figure large, what it counts beneath. */
export function Tile({ title, value, color, children, link, sx }: Props) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ borderTop: `4px solid ${color}`, display: 'flex', flexDirection: 'column', minWidth: 0, ...sx }}>
      <CardContent sx={{ display: 'grid', gap: 0.5, alignContent: 'start', flex: 1, '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} variant="subtitle2" component="h2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {children && <Box sx={{ display: 'grid', gap: 0.5 }}>{children}</Box>}
      </CardContent>
      {link && (
        <CardActions sx={{ pt: 0 }}>
          <Button component={Link} to={link.to} size="small">
            {link.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** A line of a tile: a label and its figure, apart; `swatch`, the colour that stands for it in the tile's bar. */
export function TileRow({ label, value, swatch }: { label: string; value: ReactNode; swatch?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {swatch && <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: swatch, mr: 0.75 }} />}
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}
