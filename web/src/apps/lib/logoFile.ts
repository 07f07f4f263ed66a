/** Logo dropzone rules: one jpeg or png file, at most 2 MB (the server checks the content too). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_ACCEPT = 'image/jpeg,image/png';

export type LogoProblem = 'count' | 'type' | 'size';

/** The message (i18n key) for each problem, shared by the settings tab and the admin app page. */
export const LOGO_PROBLEM_KEYS: Record<LogoProblem, string> = {
  count: 'apps.logoOneFile',
  type: 'apps.logoType',
  size: 'apps.logoSize',
};

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export function checkLogoFiles(files: readonly FileLike[]): LogoProblem | null {
  const [file] = files;
  if (files.length !== 1 || !file) return 'count';
  const type = file.type.toLowerCase();
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  if (type ? type !== 'image/jpeg' && type !== 'image/png' : !byName) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** Reads the first bytes: the server checks the content, and so does the dropzone before uploading. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}
