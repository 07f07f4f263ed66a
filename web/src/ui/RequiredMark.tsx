/**
 * The asterisk by a required field's label. Hidden from assistive technology: the control itself says
 * it is required (`required` / `aria-required`).
 */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );
}
