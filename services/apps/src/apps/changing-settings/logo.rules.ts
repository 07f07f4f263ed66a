/** Logos: jpeg or png, recognised by content (magic bytes), never by name; one file; a size limit. */
export type LogoType = 'png' | 'jpg';

export const LOGO_CONTENT_TYPES: Record<LogoType, string> = { png: 'image/png', jpg: 'image/jpeg' };

export const LOGO_MESSAGES = {
  type: 'The logo must be a JPEG or PNG image',
  empty: 'The logo file is empty',
  tooLarge: (maxBytes: number) => `The logo must be at most ${Math.round(maxBytes / 1024 / 1024)} MB`,
  removeFlag: 'must be true or false',
} as const;

/** `remove_thumbnail` as JSON (boolean) or as a form field (its text). */
const REMOVE_FLAG_VALUES: readonly unknown[] = [true, false, 'true', 'false', '1', '0'];

/** Absent, or one of the values above; anything else is a 422 rather than a silent "keep the logo". */
export const removeFlagProblem = (value: unknown): string | null =>
  value === undefined || REMOVE_FLAG_VALUES.includes(value) ? null : LOGO_MESSAGES.removeFlag;

export const removeFlagOn = (value: unknown): boolean => value === true || value === 'true' || value === '1';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export const logoTypeOf = (bytes: Uint8Array): LogoType | null => {
  const starts = (magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpg';
  return null;
};

export const logoProblem = (bytes: Uint8Array, maxBytes: number): string | null => {
  if (bytes.length === 0) return LOGO_MESSAGES.empty;
  if (bytes.length > maxBytes) return LOGO_MESSAGES.tooLarge(maxBytes);
  return logoTypeOf(bytes) ? null : LOGO_MESSAGES.type;
};
