import { useId, useState, type DragEvent } from 'react';
import { MIN_SCREENSHOTS } from '@portal/contracts/src/rules/marketplace';
import { Button, FieldErrors, RequiredMark } from '../ui';
import { DeleteFileModal } from '../ui/DeleteFileModal';
import { Changed } from './controls';
import { t } from './i18n';
import type { MediaItem, MediaKind } from './listingApi';

const IMAGE_TYPES = 'image/png,image/jpeg';
const VIDEO_TYPES = 'video/mp4,video/quicktime';

export interface UploadProps {
  media: readonly MediaItem[];
  /** The kind being uploaded right now, if any. */
  uploading: MediaKind | null;
  uploadErrors: Partial<Record<MediaKind, string[]>>;
  onUpload(kind: MediaKind, files: File[]): void;
  onRemove(item: MediaItem): void;
}

/**
 * A drop zone (180 px high) over a file input: drop files on it or click it to choose. The uploaded
 * files are listed under it with their names (truncated at 150 px) and a remove button, which asks first.
 */
export function Dropzone({
  kind,
  label,
  hint,
  accept,
  multiple = false,
  disabled,
  required = false,
  errors = [],
  changed = false,
  upload,
}: {
  kind: MediaKind;
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  disabled: boolean;
  required?: boolean;
  errors?: readonly string[];
  changed?: boolean;
  upload: UploadProps;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const items = upload.media.filter((item) => item.kind === kind);
  const busy = upload.uploading === kind;
  const allErrors = [...errors, ...(upload.uploadErrors[kind] ?? [])];
  const send = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length > 0 && !disabled) upload.onUpload(kind, multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    send(event.dataTransfer.files);
  };
  return (
    <div className="listing-media" role="group" aria-labelledby={`${id}-title`}>
      <p className="field__label" id={`${id}-title`}>
        {label}
        {required && (
          <>
            {' '}
            <RequiredMark />
          </>
        )}{' '}
        <Changed show={changed} />
      </p>
      <div
        className={`listing-dropzone${over ? ' listing-dropzone--over' : ''}${disabled ? ' listing-dropzone--disabled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={id} className="listing-dropzone__label">
          {busy ? t('listing.uploadingNow') : multiple ? t('listing.dropzoneMany') : t('listing.dropzone')}
        </label>
        <input
          id={id}
          type="file"
          className="listing-dropzone__input"
          aria-label={label}
          aria-describedby={`${id}-hint`}
          accept={accept}
          multiple={multiple}
          disabled={disabled || busy}
          onChange={(event) => {
            send(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <div className="field__hint" id={`${id}-hint`}>
        {hint}
      </div>
      {allErrors.length > 0 && <FieldErrors errors={[...new Set(allErrors)]} />}
      {items.length > 0 && (
        <ul className="listing-files" aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className="listing-file">
              {item.type.startsWith('image/') ? <img src={item.url} alt="" className="listing-file__thumb" /> : null}
              <span className="listing-file__name" title={item.original_filename}>
                {item.original_filename}
              </span>
              <Button
                size="small"
                variant="ghost"
                disabled={disabled}
                aria-label={t('listing.removeFile', { name: item.original_filename })}
                onClick={() => setDeleting(item)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteFileModal
          fileName={deleting.original_filename}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            upload.onRemove(deleting);
          }}
        />
      )}
    </div>
  );
}

/** Media: logo (one), screenshots (at least 3), videos (not in the restricted edition). */
export function MediaSection({
  disabled,
  restricted,
  errors,
  changed,
  upload,
}: {
  disabled: boolean;
  restricted: boolean;
  errors: Readonly<Record<string, string[]>>;
  changed(key: 'small_logo_url' | 'picture_count' | 'video_count'): boolean;
  upload: UploadProps;
}) {
  return (
    <section className="listing-section" aria-labelledby="listing-media">
      <h3 id="listing-media">{t('listing.media')}</h3>
      <Dropzone
        kind="logo"
        label={t('listing.logo')}
        hint={t('listing.logoHint')}
        accept={IMAGE_TYPES}
        required
        disabled={disabled}
        errors={errors.small_logo_url}
        changed={changed('small_logo_url')}
        upload={upload}
      />
      <Dropzone
        kind="picture"
        label={t('listing.screenshots')}
        hint={t('listing.screenshotsHint', { min: MIN_SCREENSHOTS })}
        accept={IMAGE_TYPES}
        multiple
        required
        disabled={disabled}
        errors={errors.picture_count}
        changed={changed('picture_count')}
        upload={upload}
      />
      {!restricted && (
        <Dropzone
          kind="video"
          label={t('listing.videos')}
          hint={t('listing.videoHint')}
          accept={VIDEO_TYPES}
          multiple
          disabled={disabled}
          changed={changed('video_count')}
          upload={upload}
        />
      )}
    </section>
  );
}

export const ACCEPT = { image: IMAGE_TYPES, video: VIDEO_TYPES, document: 'application/pdf' };
