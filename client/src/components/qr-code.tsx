import { encode } from 'uqr';

/**
 * A QR code as inline SVG: one path of unit squares, crisp at any size and in print. The quiet
 * zone (4 modules, ISO/IEC 18004) is part of the drawing, so a scanner finds it on any background.
 */
export function QrCode({
  value,
  label,
  size = 160,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 4 });
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
