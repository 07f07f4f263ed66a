import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/apiError';
import { useIdempotencyKey } from '../api/idempotencyKey';
import { t } from './i18n';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { canHover } from '../lib/pointer';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Button, ErrorBanner, Field, PasswordInput } from '../ui';
import { useMeQuery, useSignUpMutation } from './meQuery';
import { PasswordChecklist } from './PasswordChecklist';
import { PASSWORD_CHECK_DEBOUNCE_MS, checkPassword } from './passwordRules';
import { fromStateOf, redirectTarget } from './redirectTarget';
import { mapServerFields } from './serverFields';
import { SIGN_UP_FIELDS, canSubmitSignUp, emptySignUp, validateSignUp, type SignUpField, type SignUpValues } from './signUpValidation';

export function SignUpPage() {
  useDocumentTitle(t('nav.signUp'));
  const { signedIn } = useMeQuery();
  const navigate = useNavigate();
  // Back to where the visitor came from (e.g. an invitation link), like sign-in.
  const target = redirectTarget(fromStateOf(useLocation().state));
  const checklistId = useId();

  const [values, setValues] = useState<SignUpValues>(emptySignUp);
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<SignUpField, string[]>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  // Password checks (strength and match) run 300 ms after the last keystroke.
  const password = useDebouncedValue(values.password, PASSWORD_CHECK_DEBOUNCE_MS);
  const passwordConfirmation = useDebouncedValue(values.passwordConfirmation, PASSWORD_CHECK_DEBOUNCE_MS);
  const settled = password === values.password && passwordConfirmation === values.passwordConfirmation;
  const checked = useMemo(() => ({ ...values, password, passwordConfirmation }), [values, password, passwordConfirmation]);
  const clientErrors = validateSignUp(checked);
  const passwordResults = checkPassword(password);

  const signUpKeys = useIdempotencyKey();
  const signUp = useSignUpMutation(signUpKeys, {
    onSuccess: () => {
      void navigate(target, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        const { byField, other } = mapServerFields(error.fields, SIGN_UP_FIELDS);
        setServerFields(byField);
        const list = [...error.errors, ...other];
        setServerErrors(list.length > 0 ? list : Object.keys(byField).length > 0 ? [] : [error.message]);
      } else {
        setServerFields({});
        setServerErrors([error.message]);
      }
    },
  });

  if (signedIn && !signUp.isSuccess) return <Navigate to={target} replace />;

  const update = (field: SignUpField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((tch) => ({ ...tch, [field]: true }));
    setServerFields((f) => (f[field] ? { ...f, [field]: undefined } : f));
  };

  const fieldProps = (field: SignUpField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
    onBlur: () => setTouched((tch) => ({ ...tch, [field]: true })),
    errors: [...(touched[field] && clientErrors[field] ? [clientErrors[field]] : []), ...(serverFields[field] ?? [])],
  });

  const canSubmit = settled && canSubmitSignUp(checked) && !signUp.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setServerErrors([]);
    setServerFields({});
    signUp.mutate({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() });
  };

  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('signUp.title')}</h1>
        <p className="auth-card__lead">{t('signUp.lead')}</p>

        {serverErrors.length > 0 && <ErrorBanner title={t('signUp.errorsTitle')} messages={serverErrors} />}

        <form className="form" noValidate onSubmit={onSubmit} aria-label={t('nav.signUp')}>
          <div className="form__row">
            <Field label={t('signUp.firstName')} autoComplete="given-name" {...fieldProps('firstName')} />
            <Field label={t('signUp.lastName')} autoComplete="family-name" {...fieldProps('lastName')} />
          </div>
          <Field label={t('signUp.email')} type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
          <Field
            label={t('signUp.password')}
            autoComplete="new-password"
            {...fieldProps('password')}
            hint={<PasswordChecklist id={checklistId} results={passwordResults} active={!!touched.password} />}
          >
            {(control, input) => <PasswordInput {...input} {...control} />}
          </Field>
          <Field label={t('signUp.passwordConfirmation')} autoComplete="new-password" {...fieldProps('passwordConfirmation')}>
            {(control, input) => <PasswordInput {...input} {...control} />}
          </Field>
          {/* A touch screen has no hover: only the eye button reveals there. */}
          <p className="form__note">{t(canHover() ? 'signUp.passwordHint' : 'signUp.passwordHintTouch')}</p>
          <Button variant="primary" block type="submit" disabled={!canSubmit}>
            {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
        </form>
        <p className="auth-card__switch">
          {t('signUp.haveAccount')} <Link to="/sign_in">{t('nav.signIn')}</Link>
        </p>
      </div>
    </div>
  );
}
