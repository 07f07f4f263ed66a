import { comboboxMove } from './comboboxKeys';

describe('the owner combobox keys', () => {
  it('ArrowDown opens on the first option, then moves down and stops at the last', () => {
    expect(comboboxMove('ArrowDown', false, false, -1, 3)).toEqual({ open: true, active: 0 });
    expect(comboboxMove('ArrowDown', false, true, 0, 3)).toEqual({ open: true, active: 1 });
    expect(comboboxMove('ArrowDown', false, true, 2, 3)).toEqual({ open: true, active: 2 });
    expect(comboboxMove('ArrowDown', false, false, -1, 0)).toEqual({ open: true, active: -1 });
  });

  it('ArrowUp moves up and stops at the first; Alt+ArrowUp closes', () => {
    expect(comboboxMove('ArrowUp', false, true, 2, 3)).toEqual({ open: true, active: 1 });
    expect(comboboxMove('ArrowUp', false, true, 0, 3)).toEqual({ open: true, active: 0 });
    expect(comboboxMove('ArrowUp', true, true, 1, 3)).toEqual({ close: true });
    expect(comboboxMove('ArrowUp', false, false, -1, 3)).toBeNull();
  });

  it('Enter toggles the active option only; Escape closes an open list only', () => {
    expect(comboboxMove('Enter', false, true, 1, 3)).toEqual({ toggle: 1 });
    expect(comboboxMove('Enter', false, true, -1, 3)).toBeNull();
    expect(comboboxMove('Enter', false, false, 1, 3)).toBeNull();
    expect(comboboxMove('Escape', false, true, 1, 3)).toEqual({ close: true });
    expect(comboboxMove('Escape', false, false, 1, 3)).toBeNull();
  });

  it('leaves the text box its own keys', () => {
    for (const key of ['Home', 'End', ' ', 'a', 'Tab']) expect(comboboxMove(key, false, true, 0, 3)).toBeNull();
  });
});
