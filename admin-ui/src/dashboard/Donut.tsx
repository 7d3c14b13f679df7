import { Box, Typography } from '@mui/material';

export interface Slice {
  label: string;
  value: number;
  color: string;
}

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A plain-SVG donut with its legend: no chart library for two numbers. */
export function Donut({ slices, title }: { slices: Slice[]; title: string }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  let offset = 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      <svg viewBox="0 0 100 100" width={140} height={140} role="img" aria-label={`${title}: ${slices.map((s) => `${s.label} ${s.value}`).join(', ')}`}>
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="#eeeeee" strokeWidth="16" />
        {total > 0 &&
          slices.map((slice) => {
            const length = (slice.value / total) * CIRCUMFERENCE;
            const circle = (
              <circle
                key={slice.label}
                cx="50"
                cy="50"
                r={RADIUS}
                fill="none"
                stroke={slice.color}
                strokeWidth="16"
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-offset}
                transform="rotate(-90 50 50)"
              />
            );
            offset += length;
            return circle;
          })}
        <text x="50" y="55" textAnchor="middle" fontSize="16" fontWeight="700">
          {total}
        </text>
      </svg>
      <Box>
        {slices.map((slice) => (
          <Box key={slice.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: slice.color }} />
            <Typography variant="body2">
              {slice.label}: <strong>{slice.value}</strong>
              {total > 0 && ` (${Math.round((slice.value / total) * 100)}%)`}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
