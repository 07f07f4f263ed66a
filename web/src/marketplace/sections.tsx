import { useEffect, useRef, useState } from 'react';
import {
  availability,
  availableContactModes,
  FEATURE_BULLET_SLOTS,
  ITEMS_PER_ROW,
  MAX_CATEGORIES,
  MAX_DESCRIPTION,
  MAX_FEATURE_BULLET,
  MAX_HELPFUL_LINKS,
  MAX_HOW_IT_WORKS,
  MAX_PUBLIC_NAME,
  MAX_REQUIREMENTS,
  MAX_TAGLINE,
  REGION_OR_COUNTRY,
  regionState,
  selectAll,
  TAGLINE_GUIDANCE,
  toggleCountry,
  toggleRegion,
  type ContactMode,
  type ListingFields,
  type RegionState,
} from '@portal/contracts/src/rules/marketplace';
import { countryName } from '../catalog/names';
import { Button, FieldErrors, RequiredMark, Toggle } from '../ui';
import type { SelectOption } from '../ui/MultiSelect';
import type { AppVersionSummary } from '../apps/manifests/manifestsApi';
import { Changed, Marked, Picker, TextArea, TextField, YesNo } from './controls';
import { TEXT_BOUNDS } from '@portal/contracts/src/rules/marketplace';
import { t } from './i18n';
import type { MarketplaceReference } from './listingApi';
import { availabilityChoice, availabilityRegions, messagesAt, ordinal, rowsOf, unlistedOf } from './listingForm';

/** What every section gets from the editor. */
export interface SectionProps {
  fields: ListingFields;
  errors: Readonly<Record<string, string[]>>;
  /** The developer's fields are read-only (no edit right, or the listing is in review). */
  disabled: boolean;
  admin: boolean;
  /** The admin view's changed-from-published marker of a field. */
  changed(key: keyof ListingFields): boolean;
  /** Applies a change and re-validates `keys` (the field's own path by default). */
  set(name: string, patch: Partial<ListingFields>, keys?: string[]): void;
}

const TEXT = (props: SectionProps, key: 'public_name' | 'tagline' | 'built_by' | 'sold_by', hint?: string) => (
  <TextField
    label={t(`listing.${key}`)}
    value={props.fields[key]}
    required
    hint={hint}
    // The spec bounds the name and tagline with a message; the makers' names only the server does.
    maxLength={key === 'built_by' || key === 'sold_by' ? TEXT_BOUNDS.line : undefined}
    disabled={props.disabled}
    errors={props.errors[key]}
    changed={props.changed(key)}
    onChange={(value) => props.set(key, { [key]: value })}
  />
);

const AREA = (props: SectionProps, key: 'description' | 'about' | 'how_it_works' | 'pricing_description', max?: number) => (
  <TextArea
    label={t(`listing.${key}`)}
    value={props.fields[key]}
    required
    hint={max ? t('listing.limitHint', { max }) : undefined}
    maxLength={key === 'about' || key === 'pricing_description' ? TEXT_BOUNDS.paragraph : undefined}
    disabled={props.disabled}
    errors={props.errors[key]}
    changed={props.changed(key)}
    onChange={(value) => props.set(key, { [key]: value })}
  />
);

/** App: general info, then the release version (spec 3 §2 field order 1–2). */
export function GeneralInfo(props: SectionProps & { categories: readonly SelectOption[] }) {
  const { fields, errors, disabled, set } = props;
  return (
    <section className="listing-section" aria-labelledby="listing-general">
      <h3 id="listing-general">{t('listing.generalInfo')}</h3>
      {TEXT(props, 'public_name', t('listing.limitHint', { max: MAX_PUBLIC_NAME }))}
      {TEXT(props, 'tagline', t('listing.taglineHint', { n: TAGLINE_GUIDANCE, max: MAX_TAGLINE }))}
      {TEXT(props, 'built_by')}
      {TEXT(props, 'sold_by')}
      {AREA(props, 'description', MAX_DESCRIPTION)}
      {AREA(props, 'about')}
      <Picker
        label={t('listing.category_ids')}
        required
        options={props.categories}
        value={fields.category_ids}
        disabled={disabled}
        hint={t('listing.categoriesHint', { max: MAX_CATEGORIES })}
        searchPlaceholder={t('listing.categoriesSearch')}
        errors={errors.category_ids}
        changed={props.changed('category_ids')}
        onChange={(ids) => set('category_ids', { category_ids: ids })}
      />
      {AREA(props, 'how_it_works', MAX_HOW_IT_WORKS)}
    </section>
  );
}

/** The badge of a release version: published and in review only. */
export const versionBadge = (state: AppVersionSummary['state'] | undefined): string | null =>
  state === 'published' ? t('listing.badge.published') : state === 'in_review' ? t('listing.badge.in_review') : null;

export function ReleaseVersion(props: SectionProps & { versions: readonly AppVersionSummary[] }) {
  const { fields, errors, disabled, set, versions } = props;
  const chosen = versions.find((v) => v.id === fields.app_version_id);
  const badge = versionBadge(chosen?.state);
  const versionErrors = errors.app_version_id ?? [];
  return (
    <section className="listing-section" aria-labelledby="listing-release">
      <h3 id="listing-release">{t('listing.releaseVersion')}</h3>
      <Marked changed={props.changed('app_version_id')}>
        <div className="field">
          <div className="field__label-row">
            <label className="field__label" htmlFor="listing-version">
              {t('listing.app_version_id')}
            </label>
            <RequiredMark />
          </div>
          <div className="input-row">
            <select
              id="listing-version"
              className={`input${versionErrors.length ? ' input--invalid' : ''}`}
              value={fields.app_version_id ?? ''}
              disabled={disabled}
              required
              aria-required
              aria-invalid={versionErrors.length > 0 || undefined}
              onChange={(e) => set('app_version_id', { app_version_id: e.target.value || null })}
            >
              <option value="">{t('listing.versionPlaceholder')}</option>
              {versions.map((v) => {
                const label = v.semantic_version ?? t('listing.versionNoNumber');
                const state = versionBadge(v.state);
                return (
                  <option key={v.id} value={v.id}>
                    {state ? `${label} (${state})` : label}
                  </option>
                );
              })}
            </select>
            {badge && (
              <span className={`badge ${chosen?.state === 'published' ? 'listing-badge--published' : 'badge--warning'}`}>{badge}</span>
            )}
          </div>
          {versions.length === 0 && <div className="field__hint">{t('listing.versionNone')}</div>}
          {versionErrors.length > 0 && <FieldErrors errors={versionErrors} />}
        </div>
      </Marked>
      <TextArea
        label={t('listing.draft_developer_notes')}
        value={fields.draft_developer_notes}
        required
        maxLength={TEXT_BOUNDS.paragraph}
        disabled={disabled}
        errors={errors.draft_developer_notes}
        changed={props.changed('draft_developer_notes')}
        onChange={(value) => set('draft_developer_notes', { draft_developer_notes: value })}
      />
      <Toggle
        label={t('listing.installable')}
        hint={t('listing.installableHint')}
        checked={fields.installable}
        disabled={disabled}
        onChange={(value) => set('installable', { installable: value })}
      />
    </section>
  );
}

/** Pricing (on the Regions tab with the availability). */
export function Pricing(props: SectionProps) {
  const { fields, errors, disabled, set } = props;
  const yesNo = (key: 'subscription_required' | 'connector_required' | 'has_trials') => (
    <YesNo
      label={t(`listing.${key}`)}
      value={fields[key]}
      disabled={disabled}
      errors={errors[key]}
      changed={props.changed(key)}
      onChange={(value) => set(key, { [key]: value })}
    />
  );
  return (
    <section className="listing-section" aria-labelledby="listing-pricing">
      <h3 id="listing-pricing">{t('listing.pricing')}</h3>
      {yesNo('subscription_required')}
      {yesNo('connector_required')}
      {yesNo('has_trials')}
      <TextField
        label={t('listing.pricing_url')}
        type="url"
        value={fields.pricing_url}
        maxLength={TEXT_BOUNDS.url}
        disabled={disabled}
        errors={errors.pricing_url}
        changed={props.changed('pricing_url')}
        onChange={(value) => set('pricing_url', { pricing_url: value })}
      />
      {AREA(props, 'pricing_description')}
    </section>
  );
}

/** A checkbox that can show the indeterminate state (a region with only some countries ticked). */
function TriStateBox({ state, label, disabled, onChange }: { state: RegionState; label: string; disabled: boolean; onChange(): void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <label className="listing-check listing-check--region">
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'checked'}
        aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked'}
        disabled={disabled}
        onChange={onChange}
      />
      {label}
    </label>
  );
}

/** Availability: all regions, or specific regions with their countries in rows of three (spec 3 §2, §4). */
export function Availability(props: SectionProps & { reference: MarketplaceReference | undefined }) {
  const { fields, errors, disabled, set, reference } = props;
  const regions = availabilityRegions(reference);
  const current = availability(regions, fields.region_ids, fields.country_ids);
  // A listing saved specific keeps its list open should the developer tick every place.
  const [specific, setSpecific] = useState(current === 'specific');
  const choice = availabilityChoice(current, specific);
  const apply = (selection: { regionIds: string[]; countryIds: string[] }) =>
    set('region_ids', { region_ids: selection.regionIds, country_ids: selection.countryIds }, [REGION_OR_COUNTRY]);
  const regionErrors = errors[REGION_OR_COUNTRY] ?? [];
  // A region or country an admin removed since the listing named it stays ticked here, whatever the
  // choice above, so it can be unticked (it would otherwise ride along unseen on every save).
  const unlistedRegions = unlistedOf(reference && regions.map((r) => r.id), fields.region_ids);
  const unlistedCountries = unlistedOf(reference && regions.flatMap((r) => r.countryIds), fields.country_ids);
  const unlisted = [
    ...unlistedRegions.map((id) => ({ id, label: id, toggle: () => toggleRegion(regions, fields.region_ids, fields.country_ids, id) })),
    ...unlistedCountries.map((id) => ({
      id: `country:${id}`,
      label: countryName(id, t('listing.unknownCountry')),
      toggle: () => toggleCountry(regions, fields.region_ids, fields.country_ids, id),
    })),
  ];
  return (
    <section className="listing-section" aria-labelledby="listing-availability">
      <h3 id="listing-availability">
        {t('listing.availability')} <RequiredMark /> <Changed show={props.changed('region_ids') || props.changed('country_ids')} />
      </h3>
      <fieldset className="listing-availability" disabled={disabled}>
        <legend className="visually-hidden">{t('listing.availability')}</legend>
        <label className="listing-radio">
          <input
            type="radio"
            name="listing-availability"
            required
            checked={choice === 'all'}
            onChange={() => {
              setSpecific(false);
              apply(selectAll(regions));
            }}
          />
          {t('listing.availabilityAll')}
        </label>
        <label className="listing-radio">
          <input
            type="radio"
            name="listing-availability"
            required
            checked={choice === 'specific'}
            // The ticks stay (all of them, coming from All): dropping one country is one untick, not ticking the rest again.
            onChange={() => setSpecific(true)}
          />
          {t('listing.availabilitySpecific')}
        </label>
      </fieldset>
      <p className="listing-availability__now" data-testid="availability-state">
        {t('listing.availabilityNow', { value: t(`listing.availability.${current}`) })}
      </p>
      {regionErrors.length > 0 && <FieldErrors errors={regionErrors} />}
      {choice === 'specific' && (
        <div className="listing-regions">
          {(reference?.regions ?? []).map((region, i) => {
            const state = regionState(regions[i]!, fields.region_ids, fields.country_ids);
            return (
              <fieldset key={region.id} className="listing-region" disabled={disabled}>
                <legend>
                  <TriStateBox
                    state={state}
                    label={region.name}
                    disabled={disabled}
                    onChange={() => apply(toggleRegion(regions, fields.region_ids, fields.country_ids, region.id))}
                  />
                </legend>
                <div role="group" aria-label={t('listing.regionCountries', { region: region.name })}>
                  {rowsOf(region.countries, ITEMS_PER_ROW).map((row) => (
                    <div key={row[0]!.id} className="listing-row3">
                      {row.map((country) => (
                        <label key={country.id} className="listing-check">
                          <input
                            type="checkbox"
                            checked={fields.country_ids.includes(country.id)}
                            onChange={() => apply(toggleCountry(regions, fields.region_ids, fields.country_ids, country.id))}
                          />
                          <span className="listing-check__text">{country.name}</span>
                        </label>
                      ))}
                    </div>
                  ))}
                </div>
              </fieldset>
            );
          })}
          <p className="field__hint">
            <a href="mailto:marketplace@portal.example.com">{t('listing.missingCountry')}</a>
          </p>
        </div>
      )}
      {unlisted.length > 0 && (
        <fieldset className="listing-region" disabled={disabled}>
          <legend>{t('listing.unlistedAvailability')}</legend>
          {rowsOf(unlisted, ITEMS_PER_ROW).map((row) => (
            <div key={row[0]!.id} className="listing-row3">
              {row.map((item) => (
                <label key={item.id} className="listing-check">
                  <input type="checkbox" checked onChange={() => apply(item.toggle())} />
                  <span className="listing-check__text">{t('listing.unlisted', { label: item.label })}</span>
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      )}
    </section>
  );
}

/** Helpful links: at most 3, one row to start, add and remove; the last row stays. */
export function HelpfulLinks(props: SectionProps) {
  const { fields, errors, disabled, set } = props;
  const links = fields.helpful_links;
  const put = (next: ListingFields['helpful_links'], key: string) => set(key, { helpful_links: next }, [key, 'helpful_links']);
  return (
    <section className="listing-section" aria-labelledby="listing-links">
      <h3 id="listing-links">
        {t('listing.helpfulLinks')} <Changed show={props.changed('helpful_links')} />
      </h3>
      <p className="field__hint">{t('listing.helpfulLinksHint', { max: MAX_HELPFUL_LINKS })}</p>
      {links.map((link, i) => (
        <div key={i} className="listing-list-row" role="group" aria-label={`${t('listing.helpfulLinks')} ${i + 1}`}>
          <TextField
            label={t('listing.linkUrl', { n: i + 1 })}
            type="url"
            value={link.url}
            maxLength={TEXT_BOUNDS.url}
            disabled={disabled}
            errors={errors[`helpful_links.${i}.url`]}
            onChange={(url) =>
              put(
                links.map((l, j) => (j === i ? { ...l, url } : l)),
                `helpful_links.${i}.url`,
              )
            }
          />
          <TextField
            label={t('listing.linkLabel', { n: i + 1 })}
            value={link.label}
            maxLength={TEXT_BOUNDS.line}
            disabled={disabled}
            errors={errors[`helpful_links.${i}.label`]}
            onChange={(label) =>
              put(
                links.map((l, j) => (j === i ? { ...l, label } : l)),
                `helpful_links.${i}.label`,
              )
            }
          />
          <Button
            size="small"
            variant="ghost"
            disabled={disabled || links.length <= 1}
            aria-label={t('listing.removeLink', { n: i + 1 })}
            onClick={() =>
              put(
                links.filter((_, j) => j !== i),
                'helpful_links',
              )
            }
          >
            ×
          </Button>
        </div>
      ))}
      {errors.helpful_links && <FieldErrors errors={errors.helpful_links} />}
      <Button
        size="small"
        disabled={disabled || links.length >= MAX_HELPFUL_LINKS}
        onClick={() => put([...links, { url: '', label: '' }], 'helpful_links')}
      >
        {t('listing.addLink')}
      </Button>
    </section>
  );
}

/** Feature bullets, labelled 1st, 2nd, 3rd. */
export function FeatureBullets(props: SectionProps) {
  const { fields, errors, disabled, set } = props;
  const bullets = fields.feature_bullets.length > 0 ? fields.feature_bullets : Array.from({ length: FEATURE_BULLET_SLOTS }, () => '');
  return (
    <section className="listing-section" aria-labelledby="listing-features">
      <h3 id="listing-features">
        {t('listing.featureBullets')} <Changed show={props.changed('feature_bullets')} />
      </h3>
      {bullets.map((bullet, i) => (
        <TextField
          key={i}
          label={t('listing.featureBullet', { ordinal: ordinal(i + 1) })}
          value={bullet}
          required
          hint={t('listing.featureHint', { max: MAX_FEATURE_BULLET })}
          disabled={disabled}
          errors={messagesAt(errors, `feature_bullets.${i}`)}
          onChange={(value) =>
            set(`feature_bullets.${i}`, { feature_bullets: bullets.map((b, j) => (j === i ? value : b)) }, [`feature_bullets.${i}`])
          }
        />
      ))}
      {errors.feature_bullets && <FieldErrors errors={errors.feature_bullets} />}
    </section>
  );
}

export function Support(props: SectionProps) {
  const { fields, errors, disabled, set } = props;
  const link = fields.website_link;
  return (
    <section className="listing-section" aria-labelledby="listing-support">
      <h3 id="listing-support">{t('listing.support')}</h3>
      <TextField
        label={t('listing.websiteLabel')}
        value={link.label}
        required
        maxLength={TEXT_BOUNDS.line}
        disabled={disabled}
        errors={errors['website_link.label']}
        changed={props.changed('website_link')}
        onChange={(label) => set('website_link.label', { website_link: { ...link, label } })}
      />
      <TextField
        label={t('listing.support_email')}
        type="email"
        value={fields.support_email}
        required
        maxLength={TEXT_BOUNDS.email}
        disabled={disabled}
        errors={errors.support_email}
        changed={props.changed('support_email')}
        onChange={(value) => set('support_email', { support_email: value })}
      />
      <TextField
        label={t('listing.websiteUrl')}
        type="url"
        value={link.url}
        required
        maxLength={TEXT_BOUNDS.url}
        disabled={disabled}
        errors={errors['website_link.url']}
        changed={props.changed('website_link')}
        onChange={(url) => set('website_link.url', { website_link: { ...link, url } })}
      />
    </section>
  );
}

/** The product tools checklist, three per row. */
export function Tools(props: SectionProps & { reference: MarketplaceReference | undefined }) {
  const { fields, disabled, set } = props;
  const listed = props.reference?.product_tools ?? [];
  // A tool an admin removed since the listing named it shows ticked, so it can be unticked.
  const unlisted = unlistedOf(props.reference && listed.map((tool) => tool.id), fields.product_tool_ids);
  const tools = [...listed, ...unlisted.map((id) => ({ id, title: t('listing.unlisted', { label: id }) }))];
  const toggle = (id: string) =>
    set('product_tool_ids', {
      product_tool_ids: fields.product_tool_ids.includes(id)
        ? fields.product_tool_ids.filter((x) => x !== id)
        : [...fields.product_tool_ids, id],
    });
  return (
    <section className="listing-section" aria-labelledby="listing-tools">
      <h3 id="listing-tools">
        {t('listing.tools')} <Changed show={props.changed('product_tool_ids')} />
      </h3>
      <p className="field__hint">{t('listing.toolsHint')}</p>
      <fieldset className="listing-tools" disabled={disabled}>
        <legend className="visually-hidden">{t('listing.tools')}</legend>
        {rowsOf(tools, ITEMS_PER_ROW).map((row) => (
          <div key={row[0]!.id} className="listing-row3">
            {row.map((tool) => (
              <label key={tool.id} className="listing-check">
                <input type="checkbox" checked={fields.product_tool_ids.includes(tool.id)} onChange={() => toggle(tool.id)} />
                <span className="listing-check__text">{tool.title}</span>
              </label>
            ))}
          </div>
        ))}
      </fieldset>
    </section>
  );
}

/** Integration requirements: at most 3; the last row stays. */
export function Requirements(props: SectionProps) {
  const { fields, errors, disabled, set } = props;
  const rows = fields.requirements.length > 0 ? fields.requirements : [''];
  const put = (next: string[]) => set('requirements', { requirements: next });
  return (
    <section className="listing-section" aria-labelledby="listing-requirements">
      <h3 id="listing-requirements">
        {t('listing.requirements')} <Changed show={props.changed('requirements')} />
      </h3>
      <p className="field__hint">{t('listing.requirementsHint', { max: MAX_REQUIREMENTS })}</p>
      {rows.map((requirement, i) => (
        <div key={i} className="listing-list-row">
          <TextField
            label={t('listing.requirement', { n: i + 1 })}
            value={requirement}
            maxLength={TEXT_BOUNDS.name}
            disabled={disabled}
            errors={errors[`requirements.${i}`]}
            onChange={(value) => put(rows.map((r, j) => (j === i ? value : r)))}
          />
          <Button
            size="small"
            variant="ghost"
            disabled={disabled || rows.length <= 1}
            aria-label={t('listing.removeRequirement', { n: i + 1 })}
            onClick={() => put(rows.filter((_, j) => j !== i))}
          >
            ×
          </Button>
        </div>
      ))}
      {errors.requirements && <FieldErrors errors={errors.requirements} />}
      <Button size="small" disabled={disabled || rows.length >= MAX_REQUIREMENTS} onClick={() => put([...rows, ''])}>
        {t('listing.addRequirement')}
      </Button>
    </section>
  );
}

/** The contact choice: contact-us e-mail, learn-how URL, or create lead (provider employees only). */
export function Contact(
  props: SectionProps & { mode: ContactMode | null; isEmployee: boolean; keptCreateLead: boolean; onMode(mode: ContactMode): void },
) {
  const { fields, errors, disabled, set, mode } = props;
  const modes = availableContactModes(props.isEmployee, props.keptCreateLead);
  return (
    <section className="listing-section" aria-labelledby="listing-contact">
      <h3 id="listing-contact">{t('listing.contact')}</h3>
      <fieldset className="listing-contact" disabled={disabled}>
        <legend className="field__label">
          {t('listing.contactMode')}{' '}
          <Changed show={props.changed('contact_us_email') || props.changed('learn_how_url') || props.changed('create_lead')} />
        </legend>
        {modes.map((m) => (
          <label key={m} className="listing-radio">
            <input type="radio" name="listing-contact-mode" checked={mode === m} onChange={() => props.onMode(m)} />
            {t(`listing.mode.${m}`)}
          </label>
        ))}
        {errors.contact && <FieldErrors errors={errors.contact} />}
      </fieldset>
      {mode === 'contact_us' && (
        <TextField
          label={t('listing.contact_us_email')}
          type="email"
          value={fields.contact_us_email}
          required
          maxLength={TEXT_BOUNDS.email}
          disabled={disabled}
          errors={errors.contact_us_email}
          onChange={(value) => set('contact_us_email', { contact_us_email: value })}
        />
      )}
      {mode === 'learn_how' && (
        <TextField
          label={t('listing.learn_how_url')}
          type="url"
          value={fields.learn_how_url}
          required
          maxLength={TEXT_BOUNDS.url}
          disabled={disabled}
          errors={errors.learn_how_url}
          onChange={(value) => set('learn_how_url', { learn_how_url: value })}
        />
      )}
    </section>
  );
}
