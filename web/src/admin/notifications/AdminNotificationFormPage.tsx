import { useDeferredValue, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, namesNothing } from '../../api/apiError';
import { useIdempotencyKey } from '../../api/idempotencyKey';
import { t } from '../i18n';
import { MarkdownBody } from '../../notifications/MarkdownBody';
import { ADMIN_NOTIFICATIONS_URL } from '../../notifications/paths';
import { Breadcrumbs, Button, buttonClass, CheckField, ErrorBanner, Field, showFlash, Spinner, useUnsavedChanges } from '../../ui';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import {
  useAdminNotificationQuery,
  useDeleteNotificationMutation,
  useSaveNotificationMutation,
  type LoadedNotification,
  type SaveRequest,
} from './adminNotificationsQuery';
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
  const query = useAdminNotificationQuery(id);

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const notFound = namesNothing(query.error);
    return (
      <div className="page">
        <EditorCrumbs current={t('adminNotifications.editTitle')} />
        <ErrorBanner
          title={t('errors.generic')}
          messages={panelMessages(notFound ? new Error(t('adminNotifications.notFound')) : query.error)}
          retry={notFound ? undefined : query}
        />
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
  const save = useSaveNotificationMutation();
  // Saving a new one again after a failure (a timeout, a lost answer) with the same content announces it once.
  const keyFor = useIdempotencyKey();
  const remove = useDeleteNotificationMutation();
  const previewBody = useDeferredValue(values.body);
  const disabled = disabledFields(values, mode);
  const dirty = isDirty(values, initial);
  const unsaved = useUnsavedChanges(dirty);
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
    const request: SaveRequest =
      mode === 'new'
        ? { mode, input, idempotencyKey: keyFor(JSON.stringify(input)) }
        : { mode, id: loaded.notification.id, etag: loaded.etag, input };
    save.mutate(request, {
      onSuccess: () => {
        showFlash(mode === 'new' ? t('adminNotifications.created') : t('adminNotifications.saved'));
        unsaved.leave();
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
          unsaved.leave();
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
                <Button size="small" onClick={onReload}>
                  {t('adminNotifications.reload')}
                </Button>
              </div>
            ) : (
              <ErrorBanner title={t('errors.generic')} messages={panelMessages(error)} />
            ))}
          <Field
            label={t('adminNotifications.fieldTitle')}
            markRequired
            errors={fieldErrors('title')}
            type="text"
            value={values.title}
            onChange={(e) => set('title')(e.target.value)}
            maxLength={300}
          />
          <Field label={t('adminNotifications.fieldSummary')} markRequired errors={fieldErrors('summary')}>
            {(props) => <textarea {...props} rows={3} value={values.summary} onChange={(e) => set('summary')(e.target.value)} />}
          </Field>
          <Field
            label={t('adminNotifications.fieldBody')}
            markRequired
            errors={fieldErrors('body')}
            hint={t('adminNotifications.bodyHint')}
            controlClassName="input--code"
          >
            {(props) => <textarea {...props} rows={14} value={values.body} onChange={(e) => set('body')(e.target.value)} />}
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
          <Field
            label={t('adminNotifications.fieldShowAfter')}
            errors={fieldErrors('show_after')}
            hint={SHOW_AFTER_FORMAT}
            type="text"
            inputMode="numeric"
            placeholder={SHOW_AFTER_FORMAT}
            value={values.show_after}
            disabled={disabled.has('show_after')}
            onChange={(e) => set('show_after')(e.target.value)}
            maxLength={20}
          />
          <div className="form__actions">
            <Button variant="primary" type="submit" disabled={!dirty || busy}>
              {save.isPending ? t('adminNotifications.saving') : t('adminNotifications.save')}
            </Button>
            <Link to={ADMIN_NOTIFICATIONS_URL} className={buttonClass({ variant: 'ghost' })}>
              {t('adminNotifications.cancel')}
            </Link>
            {mode === 'edit' && (
              <Button variant="danger" className="form__actions-end" disabled={busy} onClick={onDelete}>
                {remove.isPending ? t('adminNotifications.deleting') : t('adminNotifications.delete')}
              </Button>
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

/** The spec's panel: the server's errors, else the message, else "Error occurred". */
function panelMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors;
  return [(error instanceof Error && error.message) || t('adminNotifications.errorFallback')];
}
