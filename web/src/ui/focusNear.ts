/**
 * Where keyboard focus goes when the element that had it is gone (a row's Approve replaced by its next action, a
 * deleted row's menu) or disabled (a decided review's button): the first control that takes focus inside the
 * element's nearest ancestor still on the page, so focus stays where the user was instead of falling to the
 * document's start. Ancestors are remembered before the change (`ancestorsOf`), since a removed element no longer
 * has them.
 */
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export const ancestorsOf = (element: Element): Element[] => {
  const chain: Element[] = [];
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) chain.push(parent);
  return chain;
};

const canTakeFocus = (element: HTMLElement): boolean =>
  element.getClientRects().length > 0 && !element.closest('[inert], [aria-hidden="true"]');

/** Focuses `element` when it can still take focus, otherwise the nearest control by its ancestors; false when none. */
export function focusNear(element: HTMLElement | null, ancestors: readonly Element[]): boolean {
  if (element?.isConnected && !(element as HTMLButtonElement).disabled && canTakeFocus(element)) {
    element.focus();
    return true;
  }
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue;
    const target = [...ancestor.querySelectorAll<HTMLElement>(FOCUSABLE)].find(canTakeFocus);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}
