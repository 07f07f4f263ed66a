import { useId, useState, type FormEvent } from 'react';
import { formErrorsOf } from '../identity/serverFields';
import { ErrorBanner, Modal, type ButtonVariant } from '../ui';
import { CurrentPasswordField } from './CurrentPasswordField';

const PASSWORD_FIELDS = ['currentPassword'] as const;

/** A change to the sign-in confirmed in a dialog with the current password (the server's 422 shows under the field). */
export function ConfirmWithPasswordDialog({
  title,
  lead,
  action,
  variant = 'primary',
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  lead: string;
  action: string;
  variant?: ButtonVariant;
  pending: boolean;
  error: unknown;
  onConfirm(currentPassword: string): void;
  onClose(): void;
}) {
  const formId = useId();
  const [current, setCurrent] = useState('');
  const { fields, banner } = formErrorsOf(error, PASSWORD_FIELDS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || pending) return;
    onConfirm(current);
  };

  return (
    <Modal
      title={title}
      size="small"
      busy={pending}
      onClose={onClose}
      action={{ label: action, variant, form: formId, disabled: !current }}
    >
      {banner.length > 0 && <ErrorBanner title={null} messages={banner} />}
      <p>{lead}</p>
      <form id={formId} className="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <CurrentPasswordField value={current} onChange={setCurrent} errors={fields.currentPassword ?? []} />
      </form>
    </Modal>
  );
}
