/** Small inline SVG icons (decorative: callers provide the accessible name). */
import type { SVGProps } from 'react';

function Svg(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export const BellIcon = () => (
  <Svg>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Svg>
);

export const ChevronDownIcon = () => (
  <Svg width="16" height="16">
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const MenuIcon = () => (
  <Svg>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const CloseIcon = () => (
  <Svg>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export const ExternalIcon = () => (
  <Svg width="14" height="14">
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Svg>
);

export const LogoMark = () => (
  <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="7" fill="currentColor" />
    <path
      d="M11 11l-4 5 4 5M21 11l4 5-4 5M18 8l-4 16"
      stroke="#fff"
      strokeWidth="2.4"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const BookIcon = () => (
  <Svg width="24" height="24">
    <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5A2.5 2.5 0 0 0 4 21.5v-2Z" />
    <path d="M8 7h8M8 11h6" />
  </Svg>
);

export const MegaphoneIcon = () => (
  <Svg width="24" height="24">
    <path d="m3 11 18-5v12L3 14v-3Z" />
    <path d="M11.6 16.8a3 3 0 1 1-5.8-1.6" />
  </Svg>
);

export const AppsIcon = () => (
  <Svg width="24" height="24">
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </Svg>
);

export const ShieldIcon = () => (
  <Svg width="24" height="24">
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
  </Svg>
);

export const StoreIcon = () => (
  <Svg width="24" height="24">
    <path d="M4 9h16l-1.2-5H5.2L4 9Z" />
    <path d="M5 9v11h14V9" />
    <path d="M10 20v-6h4v6" />
  </Svg>
);

export const UserIcon = () => (
  <Svg width="24" height="24">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Svg>
);

export const EyeIcon = () => (
  <Svg width="18" height="18">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

export const CheckIcon = () => (
  <Svg width="16" height="16">
    <path d="M20 6 9 17l-5-5" />
  </Svg>
);

export const DotIcon = () => (
  <Svg width="16" height="16">
    <circle cx="12" cy="12" r="4" />
  </Svg>
);

export const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | undefined }) => (
  <Svg width="14" height="14" strokeWidth="2.2">
    <path d="m7 9 5-5 5 5" opacity={direction === 'asc' ? 1 : 0.3} />
    <path d="m7 15 5 5 5-5" opacity={direction === 'desc' ? 1 : 0.3} />
  </Svg>
);
