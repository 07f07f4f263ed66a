import { useEffect, useRef, useState } from 'react';
import { Button, Field, Modal, showToast, useUnsavedChanges } from '../../ui';
import { TRACKING_KEYS, trackEvent } from '../../analytics/trackEvent';
import { t } from './i18n';
import { useCreateVersionMutation, useSnippetsQuery, validateManifest } from '../manifests/manifestsApi';
import { SNIPPET_SCHEMA_VERSIONS } from '../manifests/snippets';
import { PermissionBuilderModal } from '../permissions/PermissionBuilderModal';
import { readPermissions, writePermissions, type PermissionSet } from '../permissions/grid';
import {
  canCreate,
  firstErrorMessage,
  formatManifest,
  insertSnippet,
  parseManifest,
  SNIPPET_KINDS,
  VALIDATION_DEBOUNCE_MS,
  versionFieldValid,
  type SnippetKind,
  type ValidationState,
} from './editorLogic';
import type { JsonErrorAt } from './jsonError';
import './editor.css';

interface Violation {
  message: string;
  pointer: string;
  /** A JSON syntax error: where it is, so the list can offer to put the caret there. */
  at?: JsonErrorAt;
}

/** The spec's "Invalid JSON, could not parse manifest", with where the JSON goes wrong when that is known. */
const invalidJson = (at: JsonErrorAt | null): string => (at ? t('editor.invalidJsonAt', { ...at }) : t('editor.invalidJson'));

/**
 * The full-screen manifest editor: JSON with live validation (debounced, POST /manifest_validations),
 * the version field, snippets, the permission builder; Create makes a new sandbox version.
 */
export function ManifestEditorModal({
  appId,
  initialContent,
  schemaVersion,
  suggestedVersion,
  hasExistingManifest,
  admin = false,
  onCreated,
  onClose,
}: {
  appId: string;
  initialContent: unknown;
  schemaVersion: string;
  suggestedVersion: string;
  /** Whether the app has a sandbox version already (the schema 3 snippets differ for a first manifest). */
  hasExistingManifest: boolean;
  admin?: boolean;
  onCreated?(): void;
  onClose(): void;
}) {
  const [initialText] = useState(() => formatManifest(initialContent ?? {}));
  const [text, setText] = useState(initialText);
  const [version, setVersion] = useState(suggestedVersion);
  // A manifest typed here lives nowhere else until Create: closing (Cancel, Escape) or leaving the page asks first.
  const dirty = text !== initialText || version !== suggestedVersion;
  const unsaved = useUnsavedChanges(dirty);
  const close = () => {
    if (dirty && !window.confirm(t('editor.discardConfirm'))) return;
    onClose();
  };
  const [state, setState] = useState<ValidationState>('idle');
  const [violations, setViolations] = useState<Violation[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [showViolations, setShowViolations] = useState(false);
  const [permissions, setPermissions] = useState<PermissionSet | null>(null);
  // Both schemas' snippets are fetched (spec 2 §7); the manifest's own schema picks the set used.
  const [three, fourOne] = SNIPPET_SCHEMA_VERSIONS;
  const snippetsOf3 = useSnippetsQuery(three, hasExistingManifest);
  const snippetsOf41 = useSnippetsQuery(fourOne, hasExistingManifest);
  const snippets = schemaVersion === fourOne ? snippetsOf41 : snippetsOf3;
  const create = useCreateVersionMutation();
  const run = useRef(0);
  const textarea = useRef<HTMLTextAreaElement>(null);

  // On request only (a button by the error), never by itself: validation runs as typing pauses, and a caret that
  // jumped then would pull the writer away from the line they are on.
  const goTo = (at: JsonErrorAt) => {
    const area = textarea.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(at.offset, Math.min(at.offset + 1, area.value.length));
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (at.line - 3) * lineHeight);
  };

  useEffect(() => {
    void trackEvent(TRACKING_KEYS.manifestEditorOpened, { developer_app_id: appId });
    return () => void trackEvent(TRACKING_KEYS.manifestEditorClosed, { developer_app_id: appId });
  }, [appId]);

  // Live validation: the newest text only, a second after typing stops.
  useEffect(() => {
    const id = ++run.current;
    setState('validating');
    const timer = setTimeout(() => {
      const parsed = parseManifest(text);
      if (!parsed.ok) {
        setState('failed');
        setViolations([{ message: invalidJson(parsed.at), pointer: '', ...(parsed.at ? { at: parsed.at } : {}) }]);
        return;
      }
      validateManifest(appId, 'sandbox', parsed.content).then(
        (result) => {
          if (id !== run.current) return;
          const details =
            result.error_details.length > 0 ? result.error_details : result.errors.map((message) => ({ message, pointer: '' }));
          setViolations(details);
          setBanner(null);
          setState(details.length > 0 ? 'failed' : 'passed');
        },
        (error: unknown) => {
          if (id !== run.current) return;
          setViolations([]);
          setBanner(error instanceof Error && error.message ? error.message : t('editor.parseError'));
          setState('failed');
        },
      );
    }, VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, appId]);

  const edit = (change: (content: Record<string, unknown>) => Record<string, unknown>) => {
    const parsed = parseManifest(text);
    if (!parsed.ok) {
      setBanner(invalidJson(parsed.at));
      return;
    }
    setText(formatManifest(change(parsed.content)));
  };

  const addSnippet = (kind: SnippetKind) => {
    const snippet = snippets.data?.[kind];
    if (snippet) edit((content) => insertSnippet(content, kind, structuredClone(snippet)));
  };

  const openPermissions = () => {
    const parsed = parseManifest(text);
    if (!parsed.ok) return setBanner(invalidJson(parsed.at));
    try {
      setPermissions(readPermissions(parsed.content));
    } catch {
      setBanner(t('editor.permissionsParseError'));
    }
  };

  const submit = () => {
    const parsed = parseManifest(text);
    if (!parsed.ok) return setBanner(invalidJson(parsed.at));
    setBanner(null);
    create.mutate(
      { appId, content: parsed.content, semanticVersion: version, admin },
      {
        onSuccess: (created) => {
          showToast(t('editor.created', { version: created.semantic_version ?? String(created.version) }));
          unsaved.leave();
          onCreated?.();
          onClose();
        },
        onError: (error) => setBanner(firstErrorMessage(error, t('editor.saveFailed'))),
      },
    );
  };

  const enabled = canCreate(state, violations.length, version, create.isPending);
  return (
    <>
      <Modal
        title={t('editor.title')}
        onClose={close}
        busy={create.isPending}
        action={{ label: t('editor.create'), disabled: !enabled, onClick: submit }}
      >
        <div className="manifest-editor">
          <div className="field">
            <label className="field__label" htmlFor="manifest-editor-text">
              {t('editor.manifest')}
            </label>
            <textarea
              ref={textarea}
              id="manifest-editor-text"
              className="input manifest-editor__text"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className="manifest-editor__side">
            <Field
              label={t('editor.version')}
              value={version}
              onChange={(event) => setVersion(event.target.value)}
              hint={versionFieldValid(version) ? t('editor.versionHint') : undefined}
              errors={versionFieldValid(version) ? [] : [t('editor.semverInvalid')]}
            />
            <p role="status" className={`manifest-editor__status--${state}`}>
              {t(`editor.state.${state}`)}
            </p>
            <div>
              <p className="field__label">{t('editor.snippets')}</p>
              <div className="button-row">
                {SNIPPET_KINDS.map((kind) => (
                  <Button key={kind} size="small" disabled={!snippets.data} onClick={() => addSnippet(kind)}>
                    {t(`editor.snippet.${kind}`)}
                  </Button>
                ))}
              </div>
            </div>
            <Button onClick={openPermissions}>{t('editor.permissions')}</Button>
            {violations.length > 0 && (
              <section aria-label={t('editor.validations')}>
                <h3 className="field__label">{t('editor.validations')}</h3>
                {violations.length > 1 && (
                  <p>
                    {t('editor.violations', { count: violations.length })}{' '}
                    <Button size="small" variant="ghost" onClick={() => setShowViolations(!showViolations)}>
                      {showViolations ? t('editor.hide') : t('editor.show')}
                    </Button>
                  </p>
                )}
                {(violations.length === 1 || showViolations) && (
                  <ul className="manifest-editor__violations">
                    {violations.map(({ pointer, message, at }) => (
                      <li key={`${pointer}:${message}`}>
                        {pointer && <code>{pointer}</code>} {message}
                        {at && (
                          <>
                            {' '}
                            <Button size="small" variant="ghost" onClick={() => goTo(at)}>
                              {t('editor.goToError', { line: at.line, column: at.column })}
                            </Button>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
          </div>
        </div>
        {banner && (
          <div className="manifest-editor__banner" role="alert">
            <strong>{t('editor.errorTitle')}</strong> {banner}
          </div>
        )}
      </Modal>
      {permissions && (
        <PermissionBuilderModal
          permissions={permissions}
          onClose={() => setPermissions(null)}
          onUpdate={(next) => {
            edit((content) => writePermissions(content, next));
            setPermissions(null);
          }}
        />
      )}
    </>
  );
}
