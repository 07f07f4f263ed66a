import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  ADMIN_MESSAGE_DEBOUNCE_MS,
  CONTACT,
  contactMode,
  INTRO_DISMISSED_KEY,
  LISTING_TABS,
  NOT_VALID,
  progress,
  REGION_OR_COUNTRY,
  REQUIRED,
  switchContactMode,
  tabsWithErrors,
  validateDraft,
  validateField,
  validateListing,
  withoutRegionError,
  type ContactMode,
  type ListingFields,
  type ListingTab,
  type ValidationContext,
} from '@portal/contracts/src/rules/marketplace';
import { isApiError } from '../api/apiError';
import { useIdempotencyKey } from '../api/idempotencyKey';
import { usePermissionsQuery } from '../apps/api/appsApi';
import { useMeQuery } from '../identity/meQuery';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { sanitizeHtml } from '../notifications/markdown';
import {
  Button,
  CheckField,
  ErrorBanner,
  errorMessages,
  Field,
  LazyBoundary,
  lazyNamed,
  Modal,
  showToast,
  Spinner,
  Toggle,
  useUnsavedChanges,
} from '../ui';
import { moveBetweenTabs } from '../ui/tabs';
import type { PublishedListing } from '../catalog/catalogApi';
import { TextArea } from './controls';
import { t } from './i18n';
import {
  createListing,
  deleteMedia,
  fetchListing,
  listingKeys,
  updateListing,
  uploadMedia,
  useCategoriesQuery,
  useListingQuery,
  useReferenceQuery,
  useReleaseVersionsQuery,
  type Listing,
  type MarketplaceReference,
  type MediaItem,
  type MediaKind,
  type ReviewChange,
} from './listingApi';
import {
  availabilityRegions,
  changedFromPublished,
  developerStatus,
  fieldsOf,
  isDirty,
  payloadOf,
  saveFailure,
  submitWording,
  visibilityToast,
  withMediaOf,
  withWholeRegions,
} from './listingForm';
import { messageHtml, plainTextOf, richTextOf } from './richText';
import { listingReviewedMeanwhile, type Meanwhile } from './reviewMeanwhile';
import { ReviewedMeanwhile } from '../apps/versions/ReviewedMeanwhile';
import { ACCEPT, Dropzone, MediaSection, type UploadProps } from './MediaSection';
import { QuestionnairePanel, SecuritySection } from './SecuritySection';
import {
  Availability,
  Contact,
  FeatureBullets,
  GeneralInfo,
  HelpfulLinks,
  Pricing,
  ReleaseVersion,
  Requirements,
  Support,
  Tools,
  type SectionProps,
} from './sections';
import './marketplace.css';
import { PartnerGate } from './PartnerGate';
import { TRACKING_KEYS, trackEvent } from '../analytics/trackEvent';
import { reviewQueueChanged } from '../admin/apps/reviewQueueChanged';
import { listingReviewStatus } from '../admin/apps/listingReviewStatus';

interface Viewer {
  admin: boolean;
  canEdit: boolean;
  canSubmit: boolean;
  isEmployee: boolean;
  restricted: boolean;
}

/**
 * The Marketplace listing tab (spec 3): the developer's view on the app page, the admin's on the
 * admin app page. Loads the listing (none yet: an empty form that Save draft creates), the pickers'
 * reference data and the app's release versions.
 */
export function ListingEditor({ appId, admin }: { appId: string; admin: boolean }) {
  const listing = useListingQuery(appId);
  const reference = useReferenceQuery();
  const permissions = usePermissionsQuery(appId);
  const { me } = useMeQuery();

  if (listing.isPending || reference.isPending || permissions.isPending) return <Spinner label={t('listing.loading')} />;
  if (listing.isError)
    return <ErrorBanner error={listing.error} title={t('listing.retrieveFailed')} fallback={t('listing.loadFailed')} retry={listing} />;
  if (reference.isError) return <ErrorBanner error={reference.error} title={t('listing.loadFailed')} retry={reference} />;
  const perms = permissions.data;
  if (!admin && perms?.marketplace_listing_enabled === false) return <PartnerGate />;
  const restricted = me?.edition === 'restricted' || perms?.is_fedramp === true;
  const viewer: Viewer = {
    admin,
    canEdit: admin || perms?.edit_settings === true,
    canSubmit: admin || perms?.submit_listing === true,
    isEmployee: admin || perms?.is_employee === true || me?.isEmployee === true,
    restricted,
  };
  return <ListingForm appId={appId} initial={listing.data} reference={reference.data} viewer={viewer} />;
}

type Dialog = 'submit' | 'withdraw' | 'approve' | 'reject' | 'preview' | 'questionnaire' | null;

/** The notice of a listing changed meanwhile keeps the title of the dialog the move came from. */
const titleOf = (change: ReviewChange, listing: Listing | null): string =>
  change.state === 'published'
    ? 'listing.approveTitle'
    : change.state === 'in_review'
      ? submitWording(listing).title
      : change.admin_message !== undefined
        ? 'listing.rejectTitle'
        : 'listing.withdrawConfirmTitle';
type Banner = { title: string; messages: string[] } | null;

const unique = (messages: readonly string[]) => [...new Set(messages)];

function ListingForm({
  appId,
  initial,
  reference,
  viewer,
}: {
  appId: string;
  initial: { listing: Listing; etag: string | null } | null;
  reference: MarketplaceReference;
  viewer: Viewer;
}) {
  const queryClient = useQueryClient();
  const categories = useCategoriesQuery();
  const versions = useReleaseVersionsQuery(appId);
  const { admin } = viewer;

  const [listing, setListing] = useState<Listing | null>(initial?.listing ?? null);
  const [saved, setSaved] = useState<ListingFields>(() => fieldsOf(initial?.listing));
  const [fields, setFields] = useState<ListingFields>(() => fieldsOf(initial?.listing));
  const [concierge, setConcierge] = useState(initial?.listing.is_concierge_app ?? false);
  const [media, setMedia] = useState<MediaItem[]>(initial?.listing.media ?? []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [mode, setMode] = useState<ContactMode | null>(() => contactMode(fieldsOf(initial?.listing)));
  const [tab, setTab] = useState<ListingTab>('App');
  const [banner, setBanner] = useState<Banner>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<MediaKind | null>(null);
  const [uploadErrors, setUploadErrors] = useState<Partial<Record<MediaKind, string[]>>>({});
  const [introDismissed, setIntroDismissed] = useState(() => readDismissed());
  // Starting the listing or uploading a file again after a lost answer makes it once.
  const keyFor = useIdempotencyKey();
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  // The ETag of the listing the form shows: an admin's approve or reject sends it, so a listing another admin (or the
  // developer) changed meanwhile is not decided on unseen.
  const etag = useRef<string | null>(initial?.etag ?? null);
  // A review move refused because the listing changed meanwhile: what happened, and what the reviewer typed.
  const [meanwhile, setMeanwhile] = useState<{ what: Meanwhile; typed: string; title: string } | null>(null);

  // The deployment's security_and_compliance_enabled flag (spec 3 §6), as the server validates with it.
  const securityEnabled = reference.security_and_compliance_enabled;
  // A create lead an employee chose stays a contact for a developer's saves, as the server keeps it.
  const keptCreateLead = saved.create_lead;
  const releaseVersions = versions.data;
  const context: ValidationContext = useMemo(
    () => ({
      restricted: viewer.restricted,
      securityEnabled,
      isEmployee: viewer.isEmployee,
      keptCreateLead,
      contactMode: mode,
      // Once loaded, the release version must be one of them (as the server checks on every save).
      releaseVersionIds: releaseVersions?.map((version) => version.id),
    }),
    [viewer.restricted, securityEnabled, viewer.isEmployee, keptCreateLead, mode, releaseVersions],
  );
  const state = listing?.state ?? 'draft';
  const dirty = isDirty(fields, saved) || (admin && concierge !== (listing?.is_concierge_app ?? false));
  const locked = !admin && (!viewer.canEdit || state === 'in_review');
  const percent = progress(fields, context);
  const errorTabs = tabsWithErrors(errors);
  const tabs = LISTING_TABS.filter((tab) => tab !== 'Security' || securityEnabled);
  const published = admin ? listing?.published : null;
  const changed = (key: keyof ListingFields) => changedFromPublished(fields, published, key);
  // A review dialog shows its own failure (the page's banner is behind it) and stays open with what was typed.
  const openReview = (which: 'approve' | 'reject') => {
    setBanner(null);
    setDialog(which);
  };
  const closeDialog = () => {
    setDialog(null);
    setMeanwhile(null);
  };

  const regions = useMemo(() => availabilityRegions(reference), [reference]);
  /** The form's fields as a save sends them: a partly ticked region as its countries only (spec 3 §4). */
  const outgoing = () => withWholeRegions(fieldsRef.current, regions);

  // Leaving the tab (or the page) with unsaved changes asks first: the admin form's rule (spec 3), the developer's too.
  useUnsavedChanges(dirty, t('listing.leaveConfirm'));

  /** Applies a change and validates the changed field (spec 3 §5: each change validates that field). */
  const set = (name: string, patch: Partial<ListingFields>, keys: string[] = [name], ctx: ValidationContext = context) => {
    const next = { ...fieldsRef.current, ...patch };
    fieldsRef.current = next;
    setFields(next);
    setErrors((current) => revalidate(current, next, keys, ctx));
  };

  const onMode = (next: ContactMode) => {
    setMode(next);
    const switched = switchContactMode(fieldsRef.current, next);
    set(
      'contact',
      { contact_us_email: switched.contact_us_email, learn_how_url: switched.learn_how_url, create_lead: switched.create_lead },
      [CONTACT],
      { ...context, contactMode: next },
    );
    // The other mode's value is gone with its message; the chosen one is checked when typed in.
    setErrors((current) => {
      const { contact_us_email: _email, learn_how_url: _url, ...rest } = current;
      return rest;
    });
  };

  const onVisibility = (visible: boolean) => {
    set('security_questionnaire_visible', { security_questionnaire_visible: visible }, []);
    if (!visible)
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('security_questionnaire.'))));
    showToast(t(visibilityToast(visible, saved.security_questionnaire_visible)));
  };

  /** Takes a save's answer: the listing, its saved fields (the form starts from them) and its uploads. */
  const accept = (answer: Listing, answerEtag: string | null) => {
    etag.current = answerEtag;
    setListing(answer);
    const next = fieldsOf(answer);
    setSaved(next);
    setFields(next);
    fieldsRef.current = next;
    setConcierge(answer.is_concierge_app);
    if (answer.media) setMedia(answer.media);
    queryClient.setQueryData(listingKeys.listing(appId), { listing: answer, etag: answerEtag });
  };

  const fail = (error: unknown, title = t('listing.saveFailed')) => {
    const { fields, messages } = saveFailure(error, t('listing.updateFailed'));
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      setBanner({ title: t('listing.errorsTitle'), messages });
      return;
    }
    setBanner({ title, messages });
  };

  /**
   * Starts the listing with the form's fields (sent again after a lost answer, it meets the one the first made);
   * when someone else started it meanwhile (a collaborator, another tab), takes theirs as the saved state, keeps
   * the reader's edits in the form and says so: the next Save draft applies them (null then).
   */
  const startListingOrAdopt = async (): Promise<Listing | null> => {
    const payload = payloadOf(outgoing());
    try {
      const created = await keyFor.send(`listing ${JSON.stringify(payload)}`, (key) => createListing(appId, payload, admin, key));
      etag.current = created.etag;
      return created.listing;
    } catch (error) {
      if (!isApiError(error) || error.status !== 409) throw error;
      const existing = await fetchListing(appId);
      if (!existing) throw error;
      etag.current = existing.etag;
      setListing(existing.listing);
      setSaved(fieldsOf(existing.listing));
      if (existing.listing.media) setMedia(existing.listing.media);
      setBanner({ title: t('listing.startedElsewhereTitle'), messages: [t('listing.startedElsewhere')] });
      return null;
    }
  };

  /**
   * Save draft (create the listing the first time), or a review move with the unsaved fields; `typed` is the
   * reviewer's message as typed, shown back if the listing changed meanwhile.
   */
  const save = async (change: ReviewChange = {}, done?: string, typed = ''): Promise<boolean> => {
    // What no draft may hold is shown here, as the server would refuse it (the same rules).
    const wrong = validateDraft(fieldsRef.current, context);
    if (Object.keys(wrong).length > 0) {
      setErrors((current) => ({ ...current, ...wrong }));
      setBanner({ title: t('listing.errorsTitle'), messages: [NOT_VALID] });
      return false;
    }
    setBusy(true);
    setBanner(null);
    try {
      const adminExtras = admin && concierge !== listing?.is_concierge_app ? { is_concierge_app: concierge } : {};
      let answer: { listing: Listing; etag: string | null };
      if (!listing) {
        const started = await startListingOrAdopt();
        if (!started) return false;
        answer = { listing: started, etag: etag.current };
        if (change.state) answer = await updateListing(appId, {}, change, admin);
      } else {
        const body = isDirty(fieldsRef.current, saved) || !change.state ? payloadOf(outgoing(), listing) : {};
        const decision = admin && change.state !== undefined;
        answer = await updateListing(appId, body, { ...adminExtras, ...change }, admin, decision ? etag.current : null);
      }
      accept(answer.listing, answer.etag);
      showToast(done ?? t('listing.saved'));
      const reviewState = reviewStateOf(change);
      if (change.state) void reviewQueueChanged(queryClient);
      if (reviewState) void trackEvent(TRACKING_KEYS.listingReviewStateChanged, { developer_app_id: appId, state: reviewState });
      return true;
    } catch (error) {
      const changed = listing && change.state ? await listingReviewedMeanwhile(appId, listing, error) : null;
      if (!changed) {
        fail(error);
        return false;
      }
      // Nothing of the form is lost: review moves are only offered without unsaved changes.
      accept(changed.fresh.listing, changed.fresh.etag);
      void reviewQueueChanged(queryClient);
      setMeanwhile({ what: changed.what, typed, title: titleOf(change, listing) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Full validation (Submit, Preview): every message shows, with the notValid banner when any. */
  const validateAll = (): boolean => {
    const all = validateListing(fieldsRef.current, context);
    setErrors(all);
    if (Object.keys(all).length === 0) {
      setBanner(null);
      return true;
    }
    setBanner({ title: t('listing.errorsTitle'), messages: [NOT_VALID] });
    return false;
  };

  const refreshUploads = async () => {
    const fresh = await fetchListing(appId).catch(() => null);
    if (!fresh) return;
    const answer = fresh.listing;
    etag.current = fresh.etag;
    setListing(answer);
    if (answer.media) setMedia(answer.media);
    const next = withMediaOf(fieldsRef.current, answer);
    fieldsRef.current = next;
    setFields(next);
    setSaved((current) => withMediaOf(current, answer));
    setErrors((current) => {
      const keys = ['small_logo_url', 'picture_count', 'showcase_video_url'].filter((key) => key in current);
      return keys.length > 0 ? revalidate(current, next, keys, context) : current;
    });
  };

  /**
   * The first upload saves the draft it belongs to. A draft that cannot be saved yet is said at its fields (as Save
   * draft says it), and the upload says why it waits: it used to show the Name's error under the upload and drop the
   * file without a word about it.
   */
  const ensureListing = async () => {
    if (listing) return;
    const wrong = validateDraft(fieldsRef.current, context);
    if (Object.keys(wrong).length > 0) {
      setErrors((current) => ({ ...current, ...wrong }));
      setBanner({ title: t('listing.errorsTitle'), messages: [NOT_VALID] });
      throw new Error(t('listing.uploadNeedsDraft'));
    }
    let created: Listing | null;
    try {
      created = await startListingOrAdopt();
    } catch (error) {
      fail(error);
      throw new Error(t('listing.uploadNeedsDraft'));
    }
    if (!created) return;
    setListing(created);
    setSaved(fieldsOf(created));
  };

  const upload: UploadProps = {
    media,
    uploading,
    uploadErrors,
    onUpload: (kind, files) => {
      void (async () => {
        setUploading(kind);
        setUploadErrors((current) => ({ ...current, [kind]: [] }));
        try {
          await ensureListing();
          for (const file of files) {
            // Not lastModified: some pickers stamp the time of picking. A key met with another file is a 422, and forgotten.
            const request = `media ${kind} ${file.name} ${file.size}`;
            const item = await keyFor.send(request, (key) => uploadMedia(appId, kind, file, key));
            const single = kind === 'logo' || kind === 'showcase_video' || kind === 'security_document';
            // A repeat after a lost answer returns the item the refresh may show already.
            setMedia((current) => [...current.filter((m) => m.id !== item.id && (!single || m.kind !== kind)), item]);
            showToast(t('listing.uploaded', { name: file.name }));
          }
        } catch (error) {
          setUploadErrors((current) => ({ ...current, [kind]: unique(errorMessages(error, t('listing.uploadFailed'))) }));
        } finally {
          setUploading(null);
          await refreshUploads();
        }
      })();
    },
    onRemove: (item) => {
      void (async () => {
        try {
          await deleteMedia(appId, item.id);
          setMedia((current) => current.filter((m) => m.id !== item.id));
          showToast(t('listing.removed', { name: item.original_filename }));
        } catch (error) {
          setUploadErrors((current) => ({ ...current, [item.kind]: unique(errorMessages(error, t('listing.uploadFailed'))) }));
        } finally {
          await refreshUploads();
        }
      })();
    },
  };

  const props: SectionProps = { fields, errors, disabled: locked || busy, admin, changed, set };
  const wording = submitWording(listing);
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <div className="listing-editor" data-testid="listing-editor">
      {!admin && !introDismissed && (
        <div className="listing-banner listing-banner--intro alert--dismissible" role="region" aria-label={t('listing.introTitle')}>
          <p className="alert__title">{t('listing.introTitle')}</p>
          <p>{t('listing.introBody')}</p>
          <button
            type="button"
            className="alert__dismiss"
            aria-label={t('listing.introDismiss')}
            onClick={() => {
              rememberDismissed();
              setIntroDismissed(true);
            }}
          >
            ×
          </button>
        </div>
      )}
      <StatusBanner listing={listing} admin={admin} locked={locked} canEdit={viewer.canEdit} />
      <ReviewBanner listing={listing} admin={admin} />
      {!admin && (
        <div className="listing-banner listing-banner--news" role="region" aria-label={t('listing.whatsNewTitle')}>
          <p className="alert__title">{t('listing.whatsNewTitle')}</p>
          <ul>
            {[1, 2, 3, 4].map((n) => (
              <li key={n}>{t(`listing.whatsNew${n}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="listing-progress">
        <div
          className="listing-progress__bar"
          role="progressbar"
          aria-label={t('listing.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent.percent}
          aria-valuetext={`${percent.percent}%`}
        >
          <span style={{ width: `${percent.percent}%` }} />
        </div>
        <p className="listing-progress__text">{t('listing.progressText', percent)}</p>
      </div>
      {banner && <ErrorBanner title={banner.title} messages={banner.messages} onDismiss={() => setBanner(null)} />}

      <div className="listing-tabs" role="tablist" aria-label={t('listing.tabsLabel')}>
        {tabs.map((key) => {
          const bad = errorTabs.has(key);
          return (
            <button
              key={key}
              type="button"
              role="tab"
              id={`listing-tab-${key}`}
              aria-selected={tab === key}
              tabIndex={tab === key ? 0 : -1}
              onKeyDown={moveBetweenTabs}
              aria-controls="listing-tabpanel"
              className={`listing-tabs__tab${tab === key ? ' listing-tabs__tab--active' : ''}${bad ? ' listing-tabs__tab--error' : ''}`}
              onClick={() => setTab(key)}
            >
              {t(`listing.tab.${key}`)}
              {bad && (
                <span className="listing-tabs__error" data-testid="tab-error-icon">
                  <span aria-hidden="true">!</span>
                  <span className="visually-hidden"> {t('listing.hasErrors')}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>

      <div id="listing-tabpanel" role="tabpanel" aria-labelledby={`listing-tab-${tab}`} className="listing-panel">
        {tab === 'App' && (
          <>
            <GeneralInfo {...props} categories={categoryOptions} />
            <ReleaseVersion {...props} versions={versions.data ?? []} />
            {admin && (
              <section className="listing-section listing-section--admin" aria-labelledby="listing-admin-only">
                <h3 id="listing-admin-only">{t('listing.adminOnly')}</h3>
                <Toggle label={t('listing.beta')} checked={fields.beta} disabled={busy} onChange={(v) => set('beta', { beta: v })} />
                <Toggle
                  label={t('listing.security_badge')}
                  checked={fields.security_badge}
                  disabled={busy}
                  onChange={(v) => set('security_badge', { security_badge: v })}
                />
                <Dropzone
                  kind="security_document"
                  label={t('listing.securityDocument')}
                  hint={t('listing.securityDocumentHint')}
                  accept={ACCEPT.document}
                  disabled={busy || !fields.security_badge}
                  upload={upload}
                />
                <Toggle label={t('listing.is_concierge_app')} checked={concierge} disabled={busy} onChange={setConcierge} />
              </section>
            )}
            {(admin || !viewer.restricted) && (
              <section className="listing-section" aria-labelledby="listing-specs">
                <h3 id="listing-specs">{t('listing.appSpecifications')}</h3>
                {admin && (
                  <TextArea
                    label={t('listing.notes')}
                    value={fields.notes}
                    disabled={busy}
                    changed={changed('notes')}
                    onChange={(value) => set('notes', { notes: value })}
                  />
                )}
                {!viewer.restricted && (
                  <Dropzone
                    kind="showcase_video"
                    label={t('listing.showcaseVideo')}
                    hint={t('listing.videoHint')}
                    accept={ACCEPT.video}
                    required
                    disabled={locked || busy}
                    errors={errors.showcase_video_url}
                    changed={changed('showcase_video_url')}
                    upload={upload}
                  />
                )}
              </section>
            )}
          </>
        )}
        {tab === 'Regions' && (
          <>
            <Pricing {...props} />
            <Availability {...props} reference={reference} />
          </>
        )}
        {tab === 'Links' && <HelpfulLinks {...props} />}
        {tab === 'Features' && <FeatureBullets {...props} />}
        {tab === 'Support' && <Support {...props} />}
        {tab === 'Tools' && <Tools {...props} reference={reference} />}
        {tab === 'Requirements' && <Requirements {...props} />}
        {tab === 'Contact' && (
          <Contact {...props} mode={mode} isEmployee={viewer.isEmployee} keptCreateLead={keptCreateLead} onMode={onMode} />
        )}
        {tab === 'Media' && (
          <MediaSection
            disabled={locked || busy}
            restricted={viewer.restricted}
            errors={errors}
            changed={(key) => changed(key)}
            upload={upload}
          />
        )}
        {tab === 'Security' && securityEnabled && (
          <SecuritySection {...props} reference={reference} onVisibility={onVisibility} onOpenPanel={() => setDialog('questionnaire')} />
        )}
      </div>

      <div className="listing-actions">
        <Button variant="secondary" disabled={busy || locked || (listing !== null && !dirty)} onClick={() => void save()}>
          {busy ? t('listing.saving') : admin ? t('listing.save') : t('listing.saveDraft')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => validateAll() && setDialog('preview')}>
          {t('listing.preview')}
        </Button>
        {!admin && state !== 'in_review' && (
          <Button
            variant="primary"
            disabled={busy || dirty || !listing || !viewer.canSubmit}
            title={dirty ? t('listing.unsavedHint') : undefined}
            onClick={() => validateAll() && setDialog('submit')}
          >
            {t(wording.action)}
          </Button>
        )}
        {!admin && state === 'in_review' && viewer.canEdit && (
          <Button variant="secondary" disabled={busy} onClick={() => setDialog('withdraw')}>
            {t('listing.withdraw')}
          </Button>
        )}
        {admin && (
          <>
            <Button variant="primary" disabled={busy || dirty || !listing || state === 'published'} onClick={() => openReview('approve')}>
              {t('listing.approve')}
            </Button>
            <Button variant="danger" disabled={busy || dirty || !listing || state !== 'in_review'} onClick={() => openReview('reject')}>
              {t('listing.reject')}
            </Button>
          </>
        )}
        {dirty && <span className="listing-actions__hint">{t('listing.unsavedHint')}</span>}
      </div>

      {meanwhile && (
        <Modal title={t(meanwhile.title)} onClose={closeDialog} footer={<Button onClick={closeDialog}>{t('ui.close')}</Button>}>
          <ReviewedMeanwhile
            message={t(`listing.meanwhile.${meanwhile.what}`)}
            refreshed={t('listing.meanwhileRefreshed')}
            typed={meanwhile.typed}
            typedLabel={t('listing.meanwhileMessage')}
            copyLabel={t('listing.copyMessage')}
          />
        </Modal>
      )}
      {!meanwhile && dialog === 'submit' && (
        <Modal
          title={t(wording.title)}
          size="small"
          busy={busy}
          onClose={() => setDialog(null)}
          action={{
            label: t(wording.action),
            onClick: () => void save({ state: 'in_review' }, t('listing.submitted')).then(() => setDialog(null)),
          }}
        >
          <p>{t('listing.submitConfirm')}</p>
          {/* Off by default: a first listing published without it could not be installed until a second review. */}
          {!fields.installable && <p className="listing-editor__warning">{t('listing.submitNotInstallable')}</p>}
        </Modal>
      )}
      {!meanwhile && dialog === 'withdraw' && (
        <Modal
          title={t('listing.withdrawConfirmTitle')}
          size="small"
          busy={busy}
          onClose={() => setDialog(null)}
          action={{
            label: t('listing.withdraw'),
            onClick: () => void save({ state: 'draft' }, t('listing.withdrawn')).then(() => setDialog(null)),
          }}
        >
          <p>{t('listing.withdrawConfirm')}</p>
        </Modal>
      )}
      {!meanwhile && dialog === 'approve' && (
        <ApproveDialog
          busy={busy}
          failure={banner}
          earlier={listing?.admin_message ? (listing.approval_state === 'rejected' ? 'rejection' : 'approval') : null}
          onClose={() => setDialog(null)}
          onApprove={(silent, typed) => {
            const message = richTextOf(typed);
            const change: ReviewChange = { state: 'published', silent, ...(message ? { admin_message: message } : {}) };
            void save(change, t('listing.approved'), typed).then((ok) => ok && setDialog(null));
          }}
        />
      )}
      {!meanwhile && dialog === 'reject' && (
        <RejectDialog
          busy={busy}
          failure={banner}
          initial={plainTextOf(listing?.admin_message)}
          onClose={() => setDialog(null)}
          onReject={(typed) =>
            void save({ state: 'draft', admin_message: richTextOf(typed) }, t('listing.rejected'), typed).then(
              (ok) => ok && setDialog(null),
            )
          }
        />
      )}
      {dialog === 'preview' && (
        // As a save would send them: no partly ticked region shown as a whole one.
        <PreviewDialog appId={appId} fields={withWholeRegions(fields, regions)} media={media} onClose={() => setDialog(null)} />
      )}
      {dialog === 'questionnaire' && (
        <QuestionnairePanel questionnaire={fields.security_questionnaire} reference={reference} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

/** Re-checks the changed keys; a region or country change clears the region_or_country error (spec 3 §4). */
function revalidate(
  current: Readonly<Record<string, string[]>>,
  next: ListingFields,
  keys: readonly string[],
  context: ValidationContext,
): Record<string, string[]> {
  let out: Record<string, string[]> = { ...current };
  for (const key of keys) {
    if (key === REGION_OR_COUNTRY) {
      out = withoutRegionError(out);
      continue;
    }
    const messages = validateField(key, next, context);
    if (messages.length > 0) out[key] = [...new Set(messages)];
    else delete out[key];
  }
  // The contact values carry the contact group's message themselves.
  if (keys.includes('contact_us_email') || keys.includes('learn_how_url')) delete out[CONTACT];
  return out;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(INTRO_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(INTRO_DISMISSED_KEY, 'true');
  } catch {
    // storage refused (private mode): the banner returns next time
  }
}

function StatusBanner({ listing, admin, locked, canEdit }: { listing: Listing | null; admin: boolean; locked: boolean; canEdit: boolean }) {
  const text =
    listing && admin
      ? t('listing.adminStatus', {
          state: t(`listing.state.${listing.state}`),
          approval: t(`listing.approval.${listingReviewStatus(listing)}`),
          version: listing.version,
        })
      : t(developerStatus(listing), { version: listing?.version ?? 1 });
  const tone = listing?.state === 'in_review' ? 'review' : listing?.state === 'published' ? 'published' : 'draft';
  return (
    <div className={`listing-banner listing-banner--${tone}`} role="status" aria-label={t('listing.statusTitle')}>
      <p>{text}</p>
      {!admin && !canEdit && <p>{t('listing.readOnlyHint')}</p>}
      {!admin && canEdit && locked && listing?.state !== 'in_review' && <p>{t('listing.lockedHint')}</p>}
    </div>
  );
}

/** The approval or rejection banner, with the reviewer's message (sanitised HTML) behind a disclosure. */
function ReviewBanner({ listing, admin }: { listing: Listing | null; admin: boolean }) {
  if (!listing || listing.state === 'in_review' || listing.approval_state === 'unreviewed' || !listing.admin_message) return null;
  const approved = listing.approval_state === 'approved';
  // The reviewer reads what happened; the developer reads what to do next.
  const title = admin
    ? t(approved ? 'listing.approvedBannerAdmin' : 'listing.rejectedBannerAdmin')
    : t(approved ? 'listing.approvedBanner' : 'listing.rejectedBanner');
  return (
    <div
      className={`listing-banner ${approved ? 'listing-banner--approved' : 'listing-banner--rejected'}`}
      role="region"
      aria-label={title}
    >
      <p className="alert__title">{title}</p>
      <details>
        <summary>{t('listing.adminMessageDetails')}</summary>
        {/* Sanitised with the announcements' DOMPurify rules before it reaches the DOM. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeHtml(messageHtml(listing.admin_message)) }} />
      </details>
    </div>
  );
}

/**
 * Approve, optionally with a message for the developer's approval banner (sent as rich text). The server replaces
 * the listing's message with the approval's, none included: the dialog says so when there is one to lose.
 */
function ApproveDialog({
  busy,
  failure,
  earlier,
  onClose,
  onApprove,
}: {
  busy: boolean;
  failure: Banner;
  earlier: 'approval' | 'rejection' | null;
  onClose(): void;
  /** The message as typed (plain text). */
  onApprove(silent: boolean, message: string): void;
}) {
  const [silent, setSilent] = useState(false);
  const [message, setMessage] = useState('');
  return (
    <Modal
      title={t('listing.approveTitle')}
      size="medium"
      busy={busy}
      onClose={onClose}
      action={{ label: t('listing.approve'), onClick: () => onApprove(silent, message) }}
    >
      {failure && <ErrorBanner title={failure.title} messages={failure.messages} />}
      <p>{t('listing.approveBody')}</p>
      <Field
        label={t('listing.approveMessage')}
        hint={earlier ? t(`listing.approveMessageReplaces.${earlier}`) : t('listing.approveMessageHint')}
        controlClassName="textarea"
      >
        {(control) => <textarea {...control} rows={5} value={message} disabled={busy} onChange={(e) => setMessage(e.target.value)} />}
      </Field>
      <CheckField
        label={t('listing.publishSilently')}
        hint={t('listing.publishSilentlyHint')}
        checked={silent}
        disabled={busy}
        errors={[]}
        onChange={setSilent}
      />
    </Modal>
  );
}

/** Reject: the admin message is required (spec 3 §4); its changes settle after 200 ms. */
function RejectDialog({
  busy,
  failure,
  initial,
  onClose,
  onReject,
}: {
  busy: boolean;
  failure: Banner;
  initial: string;
  onClose(): void;
  /** The message as typed (plain text). */
  onReject(message: string): void;
}) {
  const [message, setMessage] = useState(initial);
  const [tried, setTried] = useState(false);
  const settled = useDebouncedValue(message, ADMIN_MESSAGE_DEBOUNCE_MS);
  const missing = tried && settled.trim() === '' && message.trim() === '';
  return (
    <Modal
      title={t('listing.rejectTitle')}
      size="medium"
      busy={busy}
      onClose={onClose}
      action={{
        label: t('listing.reject'),
        variant: 'danger',
        onClick: () => {
          setTried(true);
          if (message.trim() !== '') onReject(message);
        },
      }}
    >
      {failure && <ErrorBanner title={failure.title} messages={failure.messages} />}
      <p>{t('listing.rejectBody')}</p>
      <Field
        label={t('listing.adminMessage')}
        hint={t('listing.adminMessageHint')}
        markRequired
        errors={missing ? [REQUIRED] : []}
        controlClassName="textarea"
      >
        {(control) => <textarea {...control} rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />}
      </Field>
    </Modal>
  );
}

// The public listing page's own view: loaded when a preview opens, not with the editor.
const ListingPreview = lazyNamed(
  () => import('../catalog/ListingPage'),
  (m) => m.ListingPreview,
);

/** Preview: the listing as customers will see it on its Marketplace page, from the form's fields and the uploads. */
function PreviewDialog({
  appId,
  fields,
  media,
  onClose,
}: {
  appId: string;
  fields: ListingFields;
  media: readonly MediaItem[];
  onClose(): void;
}) {
  const listing = {
    ...fields,
    id: appId,
    developer_app_id: appId,
    version: 1,
    media: media.map((m) => ({ ...m, description: m.description ?? '', content_type: '', width: null, height: null })),
  } as PublishedListing;
  return (
    <Modal title={t('listing.previewTitle')} size="large" onClose={onClose} footer={<Button onClick={onClose}>{t('ui.close')}</Button>}>
      <LazyBoundary>
        <ListingPreview listing={listing} />
      </LazyBoundary>
    </Modal>
  );
}

/** The spec's analytics states of a review change (§4): submitted, approved or rejected; a withdrawal is none. */
const reviewStateOf = (change: ReviewChange): 'submitted' | 'approved' | 'rejected' | null => {
  if (change.state === 'in_review') return 'submitted';
  if (change.state === 'published') return 'approved';
  if (change.state === 'draft' && change.admin_message !== undefined) return 'rejected';
  return null;
};
