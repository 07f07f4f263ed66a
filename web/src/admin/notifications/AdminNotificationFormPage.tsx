import { useDeferredValue, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/apiError';
import { t } from '../../i18n';
import { MarkdownBody } from '../../notifications/MarkdownBody';
import { ADMIN_NOTIFICATIONS_URL } from '../../notifications/paths';
import { showFlash } from '../../shell/flashStore';
import { Spinner } from '../../shell/Spinner';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs } from '../Breadcrumbs';
import { useAdminNotification, useDeleteNotification, useSaveNotification, type LoadedNotification } from './adminNotificationsQuery';
import {
  SHOW_AFTER_FORMAT,
  disabledFields,
  emptyNotificationForm,
  formFromNotification,
  isDirty,
  toNotificationInput,
  withField,
  type NotificationField,
  type NotificationFormValues,
} from './notificationForm';

/** /admin/notifications/new */
export function AdminNotificationNewPage() {
  useDocumentTitle(t('adminNotifications.newTitle'));
  return <NotificationEditor mode="new" />;
}

/** /admin/notifications/:id/edit */
export function AdminNotificationEditPage() {
  const { id = '' } = useParams();
  useDocumentTitle(t('adminNotifications.editTitle'));
  const query = useAdminNotification(id);

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page">
        <EditorCrumbs current={t('adminNotifications.editTitle')} />
        <ErrorPanel error={notFound ? new Error(t('adminNotifications.notFound')) : query.error} />
        <Link to={ADMIN_NOTIFICATIONS_URL}>{t('adminNotifications.backToList')}</Link>
      </div>
    );
  }
  // A reload after a 412 brings a new ETag, which starts the form afresh from the current version.
  return (
    <NotificationEditor
      key={`${id}:${query.data.etag ?? query.data.notification.updated_at}`}
      mode="edit"
      loaded={query.data}
      onReload={() => void query.refetch()}
    />
  );
}

type EditorProps =
  { mode: 'new'; loaded?: undefined; onReload?: undefined } | { mode: 'edit'; loaded: LoadedNotification; onReload: () => void };

function NotificationEditor({ mode, loaded, onReload }: EditorProps) {
  const navigate = useNavigate();
  const [initial] = useState<NotificationFormValues>(() => (loaded ? formFromNotification(loaded.notification) : emptyNotificationForm));
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<unknown>(null);
  const save = useSaveNotification();
  const remove = useDeleteNotification();
  const previewBody = useDeferredValue(values.body);
  const disabled = disabledFields(values, mode);
  const dirty = isDirty(values, initial);
  const busy = save.isPending || remove.isPending;
  const fieldErrors = (field: NotificationField) => (error instanceof ApiError ? (error.fields[field] ?? []) : []);
  const stale = error instanceof ApiError && error.status === 412;

  const set =
    <F extends NotificationField>(field: F) =>
    (value: NotificationFormValues[F]) =>
      setValues((v) => withField(v, field, value));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || busy) return;
    // Critical e-mails go out when a notification is created (critical cannot change afterwards).
    if (mode === 'new' && values.critical && !window.confirm(t('adminNotifications.criticalConfirm'))) return;
    setError(null);
    const input = toNotificationInput(values);
    save.mutate(mode === 'new' ? { mode, input } : { mode, id: loaded.notification.id, etag: loaded.etag, input }, {
      onSuccess: () => {
        showFlash(mode === 'new' ? t('adminNotifications.created') : t('adminNotifications.saved'));
        void navigate(ADMIN_NOTIFICATIONS_URL);
      },
      onError: setError,
    });
  };

  const onDelete = () => {
    if (!loaded || busy || !window.confirm(t('adminNotifications.deleteConfirm'))) return;
    setError(null);
    remove.mutate(
      { id: loaded.notification.id, etag: loaded.etag },
      {
        onSuccess: () => {
          showFlash(t('adminNotifications.deleted'));
          void navigate(ADMIN_NOTIFICATIONS_URL);
        },
        onError: setError,
      },
    );
  };

  const title = mode === 'new' ? t('adminNotifications.newTitle') : t('adminNotifications.editTitle');
  return (
    <div className="page">
      <EditorCrumbs current={title} />
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <div className="editor">
        <form className="form editor__form card" noValidate onSubmit={onSubmit} aria-label={title}>
          {error !== null &&
            (stale ? (
              <div className="alert alert--error" role="alert">
                <p className="alert__title">{t('errors.generic')}</p>
                <p>{t('adminNotifications.conflict')}</p>
                <button type="button" className="button button--secondary button--small" onClick={onReload}>
                  {t('adminNotifications.reload')}
                </button>
              </div>
            ) : (
              <ErrorPanel error={error} />
            ))}
          <Field label={t('adminNotifications.fieldTitle')} required errors={fieldErrors('title')}>
            {(props) => (
              <input {...props} type="text" value={values.title} onChange={(e) => set('title')(e.target.value)} maxLength={300} />
            )}
          </Field>
          <Field label={t('adminNotifications.fieldSummary')} required errors={fieldErrors('summary')}>
            {(props) => <textarea {...props} rows={3} value={values.summary} onChange={(e) => set('summary')(e.target.value)} />}
          </Field>
          <Field label={t('adminNotifications.fieldBody')} required errors={fieldErrors('body')} hint={t('adminNotifications.bodyHint')}>
            {(props) => (
              <textarea
                {...props}
                className={`${props.className} input--code`}
                rows={14}
                value={values.body}
                onChange={(e) => set('body')(e.target.value)}
              />
            )}
          </Field>
          <div className="form__row">
            <CheckField
              label={t('adminNotifications.fieldCritical')}
              checked={values.critical}
              disabled={disabled.has('critical')}
              onChange={set('critical')}
              hint={mode === 'new' ? t('adminNotifications.criticalHintNew') : t('adminNotifications.criticalHintEdit')}
              errors={fieldErrors('critical')}
            />
            <CheckField
              label={t('adminNotifications.fieldDraft')}
              checked={values.draft}
              disabled={disabled.has('draft')}
              onChange={set('draft')}
              hint={t('adminNotifications.draftHint')}
              errors={fieldErrors('draft')}
            />
          </div>
          <Field label={t('adminNotifications.fieldShowAfter')} errors={fieldErrors('show_after')} hint={SHOW_AFTER_FORMAT}>
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="numeric"
                placeholder={SHOW_AFTER_FORMAT}
                value={values.show_after}
                disabled={disabled.has('show_after')}
                onChange={(e) => set('show_after')(e.target.value)}
                maxLength={20}
              />
            )}
          </Field>
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={!dirty || busy}>
              {save.isPending ? t('adminNotifications.saving') : t('adminNotifications.save')}
            </button>
            <Link to={ADMIN_NOTIFICATIONS_URL} className="button button--ghost">
              {t('adminNotifications.cancel')}
            </Link>
            {mode === 'edit' && (
              <button type="button" className="button button--danger form__actions-end" disabled={busy} onClick={onDelete}>
                {remove.isPending ? t('adminNotifications.deleting') : t('adminNotifications.delete')}
              </button>
            )}
          </div>
        </form>
        <section className="editor__preview card" aria-label={t('adminNotifications.preview')}>
          <p className="editor__preview-label">{t('adminNotifications.preview')}</p>
          <h2 className="reader__title">{values.title || <span className="muted">{t('adminNotifications.previewNoTitle')}</span>}</h2>
          {values.summary && <p className="editor__preview-summary">{values.summary}</p>}
          <MarkdownBody markdown={previewBody} className="prose reader__body" label={t('adminNotifications.previewBody')} />
        </section>
      </div>
    </div>
  );
}

function EditorCrumbs({ current }: { current: string }) {
  return (
    <Breadcrumbs
      items={[
        { label: t('admin.title'), to: '/admin' },
        { label: t('adminNotifications.title'), to: ADMIN_NOTIFICATIONS_URL },
        { label: current },
      ]}
    />
  );
}

/** The spec's panel: "An error occurred", then the server's errors, else the message, else "Error occurred". */
function ErrorPanel({ error }: { error: unknown }) {
  const errors = error instanceof ApiError ? error.errors : [];
  const message = error instanceof Error && error.message ? error.message : '';
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{t('errors.generic')}</p>
      {errors.length > 0 ? (
        <ul>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : (
        <p>{message || t('adminNotifications.errorFallback')}</p>
      )}
    </div>
  );
}

interface ControlProps {
  id: string;
  name?: string;
  className: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A labelled control with the required marker, a hint and server messages. */
function Field({
  label,
  required = false,
  hint,
  errors = [],
  children,
}: {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  errors?: readonly string[];
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', errors.length > 0 ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {/* The marker sits outside the label so the field's name stays "Title"; aria-required says it. */}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id,
        className: `input${errors.length > 0 ? ' input--invalid' : ''}`,
        required: required || undefined,
        'aria-required': required || undefined,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {errors.length > 0 && <FieldErrors id={errorId} errors={errors} />}
    </div>
  );
}

function CheckField({
  label,
  checked,
  disabled,
  onChange,
  hint,
  errors,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
  hint: string;
  errors: readonly string[];
}) {
  const id = useId();
  return (
    <div className={`check-field${disabled ? ' check-field--disabled' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="check-field__input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
      />
      <div>
        <label htmlFor={id} className="check-field__label">
          {label}
        </label>
        <div className="field__hint" id={`${id}-hint`}>
          {hint}
        </div>
        {errors.length > 0 && <FieldErrors id={`${id}-error`} errors={errors} />}
      </div>
    </div>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <ul className="field__errors" id={id}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
