import type { ComponentProps } from 'react';

/** `link`: a button that reads as a link (a secondary choice beside a form, e.g. "Use a recovery code instead"). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'danger' | 'link';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'small';
  block?: boolean;
}

/** The button classes, for the few links that look like buttons (react-router's `Link`). */
export function buttonClass({ variant = 'secondary', size, block = false }: ButtonLook = {}): string {
  return ['button', `button--${variant}`, size && `button--${size}`, block && 'button--block'].filter(Boolean).join(' ');
}

type ButtonProps = ButtonLook & ComponentProps<'button'>;

/** A button of the design system; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  const look = buttonClass({ variant, size, block });
  return <button {...props} type={type} className={className ? `${look} ${className}` : look} />;
}
