import { checkUploadType, sniffMime, type UploadKind } from '@portal/contracts';

/** What the editor uploads (spec 3 §3 media item types, snake_case). */
export type MediaKind = 'logo' | 'picture' | 'video' | 'showcase_video' | 'security_document';
export const MEDIA_KINDS: readonly MediaKind[] = ['logo', 'picture', 'video', 'showcase_video', 'security_document'];

const RULE_KIND: Record<MediaKind, UploadKind> = {
  logo: 'logo',
  picture: 'screenshot',
  video: 'video',
  showcase_video: 'showcase_video',
  security_document: 'document',
};

const MB = 1024 * 1024;
/** Size limits (the spec gives none): a logo 2 MB, a screenshot 10 MB, a video 50 MB, a document 20 MB. */
export const MAX_BYTES: Record<MediaKind, number> = {
  logo: 2 * MB,
  picture: 10 * MB,
  video: 50 * MB,
  showcase_video: 50 * MB,
  security_document: 20 * MB,
};

export const tooLarge = (kind: MediaKind): string => `The file is too large (at most ${MAX_BYTES[kind] / MB} MB)`;
export const SCREENSHOT_SIZE = 'Screenshots must be from 720x480 to 1920x1080 pixels';
export const SCREENSHOT_ASPECT = 'Screenshots must have an aspect ratio from 4:3 to 16:9';
export const VIDEO_TOO_SMALL = 'Videos must be at least 720p';
export const UNREADABLE_VIDEO = 'The video frame size could not be read';
export const VIDEO_TOO_SLOW = 'Videos must be at least 24 fps';
/** 23.976 fps (film on NTSC) counts as 24. */
const MIN_FPS = 23.9;

/** The checks that need only the bytes: the type sniffed from them (never the name), and the size. */
export const checkUpload = (kind: MediaKind, bytes: Buffer): { mime: string; problem: string | null } => {
  const mime = sniffMime(bytes) ?? 'application/octet-stream';
  const typeProblem = checkUploadType(RULE_KIND[kind], mime);
  if (typeProblem) return { mime, problem: typeProblem };
  if (bytes.length > MAX_BYTES[kind]) return { mime, problem: tooLarge(kind) };
  return { mime, problem: null };
};

/** Screenshots (spec 3 §5 guidance): 720x480 to 1920x1080, aspect 4:3 to 16:9. */
export const screenshotProblem = (width: number, height: number): string | null => {
  if (width < 720 || height < 480 || width > 1920 || height > 1080) return SCREENSHOT_SIZE;
  const ratio = width / height;
  if (ratio < 4 / 3 - 0.01 || ratio > 16 / 9 + 0.01) return SCREENSHOT_ASPECT;
  return null;
};

/**
 * Videos and the showcase video (spec 3 §5): at least 720p (the shorter side ≥ 720) and 24 fps. A rate the file does
 * not carry (no timed video track) is not held against it: the frame size is what must be readable.
 */
export const videoProblem = (size: { width: number; height: number } | null, fps: number | null = null): string | null => {
  if (!size) return UNREADABLE_VIDEO;
  if (Math.min(size.width, size.height) < 720) return VIDEO_TOO_SMALL;
  return fps !== null && fps < MIN_FPS ? VIDEO_TOO_SLOW : null;
};

export const extensionOf = (mime: string): string =>
  ({ 'image/png': 'png', 'image/jpeg': 'jpg', 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'application/pdf': 'pdf' })[mime] ?? 'bin';

export const mimeOfKey = (key: string): string =>
  ({ png: 'image/png', jpg: 'image/jpeg', mp4: 'video/mp4', mov: 'video/quicktime', pdf: 'application/pdf' })[key.split('.').pop() ?? ''] ??
  'application/octet-stream';
