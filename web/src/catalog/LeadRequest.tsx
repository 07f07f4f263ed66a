import { useId, useState, type FormEvent } from 'react';
import { leadInputProblems, MAX_COMPANY_NAME, MAX_LEAD_MESSAGE, MAX_LEAD_PHONE } from '@portal/contracts/src/rules/marketplace';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../api/apiError';
import type { Me } from '../api/types';
import { useMeQuery } from '../identity/meQuery';
import { Button, buttonClass, ErrorBanner, errorMessages, Field, Modal, showToast } from '../ui';
import { useRequestLeadMutation, type RequestedLead } from './catalogApi';
import { t } from './i18n';
// The shared modal's styles live with the app pages' sheet (as the admin pages use them).
import '../apps/apps.css';

/**
 * A create-lead listing's contact (spec 3 §4): a signed-in visitor asks the provider to contact them, the request
 * becoming a lead in the provider's CRM; a visitor signs in first (and comes back here). Inert in the editor's preview.
 */
export function LeadRequest({ appId, name, preview = false }: { appId: string; name: string; preview?: boolean }) {
  const { me, isLoading } = useMeQuery();
  const location = useLocation();
  if (preview) {
    return (
      <p className="lead">
        <button type="button" className={buttonClass({ variant: 'primary' })} disabled>
          {t('lead.button')}
        </button>
        <span className="muted">{t('lead.preview')}</span>
      </p>
    );
  }
  if (isLoading) return null;
  if (!me) {
    return (
      <p className="lead">
        <Link to="/sign_in" state={{ from: `${location.pathname}${location.search}` }} className={buttonClass({ variant: 'primary' })}>
          {t('lead.signIn')}
        </Link>
      </p>
    );
  }
  // Keyed by user: another user signing in on this page starts afresh.
  return <SignedInLeadRequest key={me.id} appId={appId} name={name} me={me} />;
}

function SignedInLeadRequest({ appId, name, me }: { appId: string; name: string; me: Me }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="lead">
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('lead.button')}
      </Button>
      {sentTo && (
        <p className="lead__sent" role="status">
          {t('lead.sentNote', { email: sentTo })}
        </p>
      )}
      {open && (
        <LeadModal
          appId={appId}
          name={name}
          me={me}
          onClose={() => setOpen(false)}
          onSent={(lead) => {
            setSentTo(lead.requester_email);
            showToast(t('lead.toast'));
          }}
        />
      )}
    </div>
  );
}

/** The lead's fields the form shows its own messages for; anything else the server says goes in the banner. */
const FIELDS = ['company_name', 'phone', 'message'] as const;

function LeadModal({
  appId,
  name,
  me,
  onClose,
  onSent,
}: {
  appId: string;
  name: string;
  me: Me;
  onClose(): void;
  onSent(lead: RequestedLead['lead']): void;
}) {
  const formId = useId();
  const [company, setCompany] = useState(me.companyName ?? '');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string[]>>({});
  const request = useRequestLeadMutation(appId);

  const serverFields = isApiError(request.error) ? request.error.fields : {};
  const errorsOf = (field: (typeof FIELDS)[number]) => [...(clientErrors[field] ?? []), ...(serverFields[field] ?? [])];
  const fieldsExplained = FIELDS.some((field) => (serverFields[field] ?? []).length > 0);
  // The banner says what the fields do not: a throttle, a listing that no longer takes leads, a network failure.
  const bannerMessages =
    request.isError && !fieldsExplained
      ? isApiError(request.error) && request.error.status === 429
        ? [t('lead.throttled', { minutes: Math.max(1, Math.ceil((request.error.retryAfter ?? 3600) / 60)) })]
        : errorMessages(request.error, t('lead.failed'))
      : [];

  const clearError = (field: (typeof FIELDS)[number]) => {
    if (clientErrors[field]) setClientErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { company_name: company.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}), ...(message.trim() ? { message } : {}) };
    const problems = leadInputProblems(body);
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;
    request.mutate(body, { onSuccess: ({ lead }) => onSent(lead) });
  };

  const sent = request.isSuccess ? request.data : null;
  // One dialog throughout: the confirmation replaces the form in place (focus and the opener stay as they were).
  return (
    <Modal
      title={t('lead.title', { name })}
      onClose={onClose}
      busy={request.isPending}
      action={sent ? undefined : { label: request.isPending ? t('lead.sending') : t('lead.submit'), form: formId }}
      footer={
        sent && (
          // The form it replaces had focus: the way out takes it, after the confirmation was announced.
          <Button variant="primary" autoFocus onClick={onClose}>
            {t('lead.done')}
          </Button>
        )
      }
    >
      {sent ? (
        <LeadSent lead={sent.lead} replayed={sent.replayed} />
      ) : (
        <>
          {bannerMessages.length > 0 && <ErrorBanner title={t('lead.failed')} messages={bannerMessages} />}
          <p className="lead__sharing">{t('lead.sharing', { name: `${me.firstName} ${me.lastName}`.trim(), email: me.email })}</p>
          <form id={formId} className="lead__form" onSubmit={submit} noValidate>
            <Field
              label={t('lead.companyName')}
              name="company_name"
              markRequired
              maxLength={MAX_COMPANY_NAME}
              autoComplete="organization"
              value={company}
              disabled={request.isPending}
              errors={errorsOf('company_name')}
              onChange={(e) => {
                setCompany(e.target.value);
                clearError('company_name');
              }}
            />
            <Field
              label={t('lead.phone')}
              hint={t('lead.optional')}
              name="phone"
              type="tel"
              maxLength={MAX_LEAD_PHONE}
              autoComplete="tel"
              value={phone}
              disabled={request.isPending}
              errors={errorsOf('phone')}
              onChange={(e) => {
                setPhone(e.target.value);
                clearError('phone');
              }}
            />
            <Field label={t('lead.message')} hint={t('lead.messageHint')} controlClassName="textarea" errors={errorsOf('message')}>
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={5}
                  maxLength={MAX_LEAD_MESSAGE}
                  value={message}
                  disabled={request.isPending}
                  onChange={(e) => {
                    setMessage(e.target.value);
                    clearError('message');
                  }}
                />
              )}
            </Field>
          </form>
        </>
      )}
    </Modal>
  );
}

function LeadSent({ lead, replayed }: RequestedLead) {
  return (
    <div className="lead__done" role="status">
      <p className="lead__sent">{t('lead.thanks', { email: lead.requester_email })}</p>
      {replayed && <p>{t('lead.alreadySent')}</p>}
    </div>
  );
}
