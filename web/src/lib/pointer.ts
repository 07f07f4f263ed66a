/** Whether the main pointer can hover (a mouse); false on a touch screen. Assumes a mouse where the browser cannot tell. */
export function canHover(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(hover: hover)').matches;
}
