import {
  answerQuestion,
  QUESTION_DETAILS,
  YES_NO_QUESTIONS,
  type ListingFields,
  type SecurityQuestionnaire,
  type YesNoQuestion,
} from '@portal/contracts/src/rules/marketplace';
import { countryName } from '../catalog/names';
import { Button, Field, Modal, Toggle } from '../ui';
import type { SelectOption } from '../ui/MultiSelect';
import { Changed, Picker, TextArea, TextField, YesNo } from './controls';
import { TEXT_BOUNDS } from '@portal/contracts/src/rules/marketplace';
import { t } from './i18n';
import type { MarketplaceReference } from './listingApi';
import { unlistedOf } from './listingForm';
import type { SectionProps } from './sections';

type Q = SecurityQuestionnaire;

/** The yes/no questions, in order, each followed by the detail fields its Yes enables (spec 3 §3, §5). */
const QUESTIONS = YES_NO_QUESTIONS.map((question) => ({ question, details: QUESTION_DETAILS[question] ?? [] }));

/** The read-only panel's four blocks. */
export const QUESTIONNAIRE_BLOCKS: { key: string; rows: YesNoQuestion[] }[] = [
  { key: 'company', rows: ['has_subprocessors', 'has_sensitive_data', 'can_notify_provider'] },
  { key: 'data', rows: ['has_data_encryption_at_rest', 'has_data_encryption_in_transit'] },
  {
    key: 'practices',
    rows: [
      'has_security_contact',
      'has_security_audits',
      'has_security_standards',
      'has_penetration_testing',
      'has_disclosure_program',
      'has_bug_bounty_program',
    ],
  },
  { key: 'access', rows: ['has_sso_support', 'has_saml_support', 'has_mfa_support', 'has_fas_support'] },
];

export const countryOptions = (reference: MarketplaceReference | undefined): SelectOption[] =>
  (reference?.regions ?? [])
    .flatMap((region) => region.countries.map((c) => ({ value: c.id, label: c.name })))
    .sort((a, b) => a.label.localeCompare(b.label));

/** Standards grouped by name, each showing its variant. */
const standardOptions = (reference: MarketplaceReference | undefined): SelectOption[] =>
  [...(reference?.security_standards ?? [])]
    .sort((a, b) => a.standard_name.localeCompare(b.standard_name) || (a.variant ?? '').localeCompare(b.variant ?? ''))
    .map((s) => ({ value: s.id, label: s.variant ? `${s.standard_name} — ${s.variant}` : s.standard_name }));

export function SecuritySection(
  props: SectionProps & { reference: MarketplaceReference | undefined; onVisibility(visible: boolean): void; onOpenPanel(): void },
) {
  const { fields, errors, disabled, set, reference } = props;
  const q = fields.security_questionnaire;
  const path = (key: keyof Q) => `security_questionnaire.${key}`;
  const put = (patch: Partial<Q>, keys: (keyof Q)[]) =>
    set(path(keys[0]!), { security_questionnaire: { ...q, ...patch } } as Partial<ListingFields>, keys.map(path));
  const err = (key: keyof Q) => errors[path(key)];
  const countries = countryOptions(reference);
  // A country removed from every region since the listing named it stays chosen, marked, until another is picked.
  const hq = q.headquarters_country_id;
  const [hqUnlisted] = unlistedOf(reference && countries.map((c) => c.value), hq ? [hq] : []);
  const ssoOptions = (reference?.sso_providers ?? []).map((p) => ({ value: p.id, label: p.name }));

  const detail = (key: keyof Q, enabled: boolean) => {
    switch (key) {
      case 'subprocessors_details':
      case 'sensitive_data_handling_details':
        return (
          <TextArea
            key={key}
            label={t(`listing.q.${key}`)}
            value={q[key]}
            rows={3}
            maxLength={TEXT_BOUNDS.paragraph}
            required={enabled}
            disabled={disabled || !enabled}
            errors={err(key)}
            onChange={(value) => put({ [key]: value }, [key])}
          />
        );
      case 'security_email':
      case 'disclosure_program_url':
      case 'other_security_standards':
      case 'other_sso_providers':
        return (
          <TextField
            key={key}
            label={t(`listing.q.${key}`)}
            type={key === 'security_email' ? 'email' : key === 'disclosure_program_url' ? 'url' : 'text'}
            value={q[key]}
            maxLength={
              key === 'security_email' ? TEXT_BOUNDS.email : key === 'disclosure_program_url' ? TEXT_BOUNDS.url : TEXT_BOUNDS.paragraph
            }
            required={enabled && (key === 'security_email' || key === 'disclosure_program_url')}
            disabled={disabled || !enabled}
            errors={err(key)}
            onChange={(value) =>
              put(
                { [key]: value },
                key === 'other_security_standards' ? ['security_standard_ids'] : key === 'other_sso_providers' ? ['sso_providers'] : [key],
              )
            }
          />
        );
      case 'security_standard_ids':
        return (
          <Picker
            key={key}
            label={t('listing.q.security_standard_ids')}
            options={standardOptions(reference)}
            value={q.security_standard_ids}
            // Required with a Yes (spec 3 §5): one standard, or other standards typed below.
            required={enabled}
            disabled={disabled || !enabled}
            searchPlaceholder={t('listing.q.searchStandards')}
            errors={err(key)}
            onChange={(ids) => put({ security_standard_ids: ids }, ['security_standard_ids'])}
          />
        );
      case 'sso_providers':
        return (
          <Picker
            key={key}
            label={t('listing.q.sso_providers')}
            options={ssoOptions}
            value={q.sso_providers}
            // Required with a Yes (spec 3 §5): one provider, or other providers typed below.
            required={enabled}
            disabled={disabled || !enabled}
            searchPlaceholder={t('listing.q.searchSso')}
            errors={err(key)}
            onChange={(ids) => put({ sso_providers: ids }, ['sso_providers'])}
          />
        );
      default:
        return null;
    }
  };

  return (
    <section className="listing-section" aria-labelledby="listing-security">
      <h3 id="listing-security">
        {t('listing.security')} <Changed show={props.changed('security_questionnaire')} />
      </h3>
      <div className="listing-security__bar">
        <Toggle
          label={t('listing.security_questionnaire_visible')}
          checked={fields.security_questionnaire_visible}
          disabled={disabled}
          onChange={props.onVisibility}
        />
        <Button size="small" onClick={props.onOpenPanel}>
          {t('listing.viewQuestionnaire')}
        </Button>
      </div>
      {fields.security_questionnaire_visible && (
        <>
          <TextField
            label={t('listing.q.company_legal_name')}
            value={q.company_legal_name}
            maxLength={TEXT_BOUNDS.name}
            required
            disabled={disabled}
            errors={err('company_legal_name')}
            onChange={(value) => put({ company_legal_name: value }, ['company_legal_name'])}
          />
          <Field label={t('listing.q.headquarters_country_id')} markRequired errors={err('headquarters_country_id')}>
            {(control) => (
              <select
                {...control}
                value={q.headquarters_country_id ?? ''}
                disabled={disabled}
                onChange={(e) => put({ headquarters_country_id: e.target.value || null }, ['headquarters_country_id'])}
              >
                <option value="">{t('listing.q.chooseCountry')}</option>
                {hqUnlisted && (
                  <option value={hqUnlisted}>
                    {t('listing.unlisted', { label: countryName(hqUnlisted, t('listing.unknownCountry')) })}
                  </option>
                )}
                {countries.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Picker
            label={t('listing.q.data_processing_country_ids')}
            required
            options={countries}
            value={q.data_processing_country_ids}
            nameOf={(id) => countryName(id, t('listing.unknownCountry'))}
            disabled={disabled}
            searchPlaceholder={t('listing.q.searchCountries')}
            errors={err('data_processing_country_ids')}
            onChange={(ids) => put({ data_processing_country_ids: ids }, ['data_processing_country_ids'])}
          />
          {QUESTIONS.map(({ question, details }) => (
            <div key={question} className="listing-question">
              <YesNo
                label={t(`listing.q.${question}`)}
                value={q[question]}
                disabled={disabled}
                errors={err(question)}
                // A No empties the details it disables: they are not sent, and not kept to contradict it.
                onChange={(value) => put(answerQuestion(q, question, value), [question, ...details])}
              />
              {details.length > 0 && (
                <div className="listing-question__details">{details.map((key) => detail(key, q[question] === true))}</div>
              )}
            </div>
          ))}
        </>
      )}
    </section>
  );
}

const answer = (value: boolean | null) => (value === true ? t('listing.yes') : value === false ? t('listing.no') : t('listing.unanswered'));

/** The read-only questionnaire side panel (900 px): four blocks of yes/no rows and a close button. */
export function QuestionnairePanel({
  questionnaire,
  reference,
  onClose,
}: {
  questionnaire: Q;
  reference: MarketplaceReference | undefined;
  onClose(): void;
}) {
  const countries = new Map(countryOptions(reference).map((c) => [c.value, c.label]));
  const hq = questionnaire.headquarters_country_id ? (countries.get(questionnaire.headquarters_country_id) ?? '') : '';
  return (
    <Modal
      title={t('listing.questionnaireTitle')}
      size="panel"
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('ui.close')}</Button>}
    >
      <div className="listing-questionnaire">
        {QUESTIONNAIRE_BLOCKS.map((block) => (
          <section key={block.key} className="listing-questionnaire__block" aria-labelledby={`q-block-${block.key}`}>
            <h3 id={`q-block-${block.key}`}>{t(`listing.block.${block.key}`)}</h3>
            <dl>
              {block.key === 'company' && (
                <>
                  <div className="listing-questionnaire__row">
                    <dt>{t('listing.q.company_legal_name')}</dt>
                    <dd>{questionnaire.company_legal_name || t('listing.unanswered')}</dd>
                  </div>
                  <div className="listing-questionnaire__row">
                    <dt>{t('listing.q.headquarters_country_id')}</dt>
                    <dd>{hq || t('listing.unanswered')}</dd>
                  </div>
                </>
              )}
              {block.rows.map((question) => (
                <div key={question} className="listing-questionnaire__row">
                  <dt>{t(`listing.q.${question}`)}</dt>
                  <dd>{answer(questionnaire[question])}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  );
}
