import { useId, useState, type FormEvent } from 'react';
import type { Me } from '../api/types';
import { useMeQuery, useUpdateProfileMutation } from '../identity/meQuery';
import { COMPANY_MAX, NAME_MAX } from '../identity/nameLimits';
import { formErrorsOf } from '../identity/serverFields';
import { useLinkedSection } from '../lib/useLinkedSection';
import { messages } from '../identity/signUpValidation';
import { Button, ErrorBanner, Field, useUnsavedChanges } from '../ui';
import { t } from './i18n';

const PROFILE_FIELDS = ['firstName', 'lastName', 'companyName'] as const;

/** The Settings page's profile: the developer's own name and company (the sign-in address has its own card). */
export function ProfileCard() {
  const { me } = useMeQuery();
  const id = useId();
  const section = useLinkedSection<HTMLElement>('profile', Boolean(me));
  return (
    <section {...section} className="card settings-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-card__heading">
        {t('settings.profileHeading')}
      </h2>
      {me && <ProfileForm key={me.id} me={me} />}
    </section>
  );
}

function ProfileForm({ me }: { me: Me }) {
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [company, setCompany] = useState(me.companyName ?? '');
  const update = useUpdateProfileMutation();

  const { fields, banner } = formErrorsOf(update.error, PROFILE_FIELDS);
  const changed = firstName !== me.firstName || lastName !== me.lastName || company.trim() !== (me.companyName ?? '');
  useUnsavedChanges(changed);
  const required = (value: string, message: string) => (value.trim() === '' ? [message] : []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim()) return;
    update.mutate(
      { first_name: firstName, last_name: lastName, company_name: company.trim() || null },
      {
        onSuccess: (saved) => {
          setFirstName(saved.firstName);
          setLastName(saved.lastName);
          setCompany(saved.companyName ?? '');
        },
      },
    );
  };

  return (
    <>
      {banner.length > 0 && <ErrorBanner title={null} messages={banner} />}
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('settings.profileHeading')}>
        <div className="form__row">
          <Field
            label={t('settings.firstName')}
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            errors={fields.firstName ?? required(firstName, messages.firstName)}
          />
          <Field
            label={t('settings.lastName')}
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            errors={fields.lastName ?? required(lastName, messages.lastName)}
          />
        </div>
        <Field
          label={t('settings.company')}
          name="company_name"
          autoComplete="organization"
          maxLength={COMPANY_MAX}
          value={company}
          onChange={(e) => setCompany(e.target.value)}
          errors={fields.companyName ?? []}
        />
        <div>
          <Button variant="primary" type="submit" disabled={!changed || !firstName.trim() || !lastName.trim() || update.isPending}>
            {update.isPending ? t('settings.saving') : t('settings.profileSave')}
          </Button>
        </div>
      </form>
      <p className="settings-card__status" role="status">
        {update.isSuccess && !changed ? t('settings.saved') : ''}
      </p>
    </>
  );
}
