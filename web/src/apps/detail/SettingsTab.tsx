import { useEffect, useId, useState, type DragEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLogo, Button, ErrorBanner, Field, Modal, showToast, useUnsavedChanges } from '../../ui';
import { t } from '../i18n';
import { useDeleteAppMutation, useUpdateAppMutation } from '../api/appsMutations';
import type { DeveloperApp } from '../api/types';
import type { UiFlags } from '../lib/flags';
import { LOGO_ACCEPT, LOGO_PROBLEM_KEYS, checkLogoFiles, sniffImageType } from '../lib/logoFile';
import { StaleSaveBanner } from './StaleSaveBanner';
import { isStaleSave, useEditedApp } from './useEditedApp';

export function SettingsTab({ app, flags }: { app: DeveloperApp; flags: UiFlags }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [name, setName] = useState(app.internal_name);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const edited = useEditedApp(
    app,
    (base) => name.trim() !== base.internal_name || file !== null || removeLogo,
    (base) => {
      setName(base.internal_name);
      setFile(null);
      setPreview(null);
      setRemoveLogo(false);
    },
  );
  const { dirty } = edited;
  const unsaved = useUnsavedChanges(dirty);
  const nameErrors = name.trim() === '' ? [t('apps.nameRequired')] : [];

  const save = useUpdateAppMutation(app.id, {
    onSuccess: (updated) => {
      edited.rebase(updated);
      showToast(t('apps.settingsSaved'));
    },
  });

  const destroy = useDeleteAppMutation(app.id, {
    onSuccess: () => {
      setConfirmDelete(false);
      showToast(t('apps.deletedToast', { name: app.internal_name }));
      unsaved.leave();
      void navigate('/developer_apps');
    },
  });

  const pickFiles = async (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    const problem = checkLogoFiles(files);
    const [picked] = files;
    if (problem || !picked) {
      setLogoProblem(t(LOGO_PROBLEM_KEYS[problem ?? 'count']));
      return;
    }
    const head = new Uint8Array(await picked.slice(0, 8).arrayBuffer());
    if (!sniffImageType(head)) {
      setLogoProblem(t('apps.logoType'));
      return;
    }
    setLogoProblem(null);
    setRemoveLogo(false);
    setFile(picked);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (flags.canEdit) void pickFiles(event.dataTransfer.files);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || !flags.canEdit || nameErrors.length > 0) return;
    const version = edited.base.version;
    save.mutate(
      file || removeLogo
        ? { multipart: { internalName: name.trim(), thumbnail: file ?? undefined, removeThumbnail: removeLogo && !file }, version }
        : { changes: { internal_name: name.trim() }, version },
    );
  };

  const shownLogo = preview ?? (removeLogo ? null : app.thumbnail_url);

  return (
    <div className="tab-stack">
      {save.isError &&
        (isStaleSave(save.error) ? (
          <StaleSaveBanner reloading={edited.reloading} onReload={() => void edited.reload().then(() => save.reset())} />
        ) : (
          <ErrorBanner error={save.error} onDismiss={() => save.reset()} />
        ))}
      {!flags.canEdit && <p className="callout">{t('apps.readOnlyNotice')}</p>}
      <form className="form card-section" onSubmit={onSubmit} aria-label={t('apps.tabSettings')} noValidate>
        <Field
          label={t('apps.appName')}
          name="internal_name"
          required
          maxLength={200}
          disabled={!flags.canEdit}
          value={name}
          onChange={(e) => setName(e.target.value)}
          errors={nameErrors}
        />
        <div className="field">
          <span className="field__label" id={`${inputId}-label`}>
            {t('apps.logo')}
          </span>
          <div
            className={`dropzone${dragging ? ' dropzone--active' : ''}${flags.canEdit ? '' : ' dropzone--disabled'}`}
            onDragOver={(e) => {
              e.preventDefault();
              if (flags.canEdit) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <AppLogo url={shownLogo} name={name || app.internal_name} size={96} />
            <div className="dropzone__text">
              {/* Without the right to edit there is no file input at all (a disabled one would have no visible label). */}
              {flags.canEdit && (
                <>
                  <label htmlFor={inputId} className="dropzone__pick">
                    {t('apps.logoPick')}
                  </label>
                  <input
                    id={inputId}
                    type="file"
                    className="visually-hidden"
                    accept={LOGO_ACCEPT}
                    aria-describedby={`${inputId}-hint`}
                    onChange={(e) => {
                      void pickFiles(e.target.files);
                      e.target.value = '';
                    }}
                  />
                </>
              )}
              <p className="field__hint" id={`${inputId}-hint`}>
                {t('apps.logoGuidance')}
              </p>
              {file && <p className="field__hint">{t('apps.logoSelected', { name: file.name })}</p>}
              {flags.canEdit && (app.thumbnail_url || file) && !removeLogo && (
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => {
                    setFile(null);
                    setPreview(null);
                    setRemoveLogo(Boolean(app.thumbnail_url));
                  }}
                >
                  {t('apps.logoRemove')}
                </Button>
              )}
            </div>
          </div>
          {logoProblem && (
            <ul className="field__errors" role="alert">
              <li>{logoProblem}</li>
            </ul>
          )}
        </div>
        <div className="apps-form-actions">
          <Button variant="primary" type="submit" disabled={!dirty || !flags.canEdit || save.isPending || nameErrors.length > 0}>
            {save.isPending ? t('apps.saving') : t('apps.save')}
          </Button>
        </div>
      </form>

      {flags.canDestroy && (
        <section className="card-section danger-zone" aria-labelledby="delete-app-title">
          <h3 id="delete-app-title">{t('apps.deleteTitle')}</h3>
          <p>{t('apps.deleteBody')}</p>
          <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
            {t('apps.deleteButton')}
          </Button>
        </section>
      )}
      {confirmDelete && (
        <Modal
          title={t('apps.deleteConfirmTitle')}
          size="small"
          busy={destroy.isPending}
          onClose={() => setConfirmDelete(false)}
          error={destroy.error}
          action={{ label: t('apps.deleteButton'), variant: 'destructive', onClick: () => destroy.mutate() }}
        >
          <p>{t('apps.deleteConfirmBody', { name: app.internal_name })}</p>
        </Modal>
      )}
    </div>
  );
}
