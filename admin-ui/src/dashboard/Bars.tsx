import { Box, LinearProgress, Typography } from '@mui/material';
import type { Slice } from './Donut';

/** Horizontal bars scaled to the largest value. */
export function Bars({ rows }: { rows: Slice[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Box key={row.label}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography variant="body2">{row.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {row.value}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={(row.value / max) * 100}
            aria-label={row.label}
            sx={{ height: 10, borderRadius: 5, bgcolor: '#eeeeee', '& .MuiLinearProgress-bar': { bgcolor: row.color } }}
          />
        </Box>
      ))}
    </Box>
  );
}
