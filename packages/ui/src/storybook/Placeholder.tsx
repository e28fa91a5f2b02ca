/** Story-only helper: a labelled block that shows where layout puts things. Not exported. */
import { Box } from '../components/Box/Box.tsx';

export function Placeholder({ label, width }: { label: string; width?: number }) {
  return (
    <Box
      padding="medium"
      background="brandSoft"
      color="brand"
      borderRadius="small"
      style={width ? { width } : undefined}
    >
      {label}
    </Box>
  );
}
