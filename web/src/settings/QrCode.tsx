import { useMemo } from 'react';
import { qrCodeRuns } from './qrCodeRuns';

/** Light modules around the code (the QR quiet zone), so a scanner finds its edges on any background. */
const QUIET_ZONE = 4;

/**
 * A QR code as inline SVG, drawn by React from the code's module matrix: no markup injected, no image URL, and the
 * secret in it never leaves the page.
 */
export function QrCode({ text, label, pixels = 200 }: { text: string; label: string; pixels?: number }) {
  const { size, runs } = useMemo(() => qrCodeRuns(text), [text]);
  const extent = size + 2 * QUIET_ZONE;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      {runs.map((run) => (
        <rect key={`${run.x}:${run.y}`} x={run.x + QUIET_ZONE} y={run.y + QUIET_ZONE} width={run.width} height={1} fill="#000" />
      ))}
    </svg>
  );
}
