import { multiSelectKey, type KeyPress, type MultiSelectKeyState } from './multiSelectKeys';

const closed: MultiSelectKeyState = { open: false, active: -1, count: 3, empty: true };
const at = (active: number, more: Partial<MultiSelectKeyState> = {}): MultiSelectKeyState => ({
  open: true,
  active,
  count: 3,
  empty: true,
  ...more,
});
const press = (key: string, modifiers: Omit<KeyPress, 'key'> = {}): KeyPress => ({ key, ...modifiers });

describe("MultiSelect's combobox keys", () => {
  it('ArrowDown opens on the first option (or the one still active), then moves down and stops at the last', () => {
    expect(multiSelectKey(press('ArrowDown'), closed)).toEqual({ open: true, active: 0 });
    expect(multiSelectKey(press('ArrowDown'), { ...closed, active: 2 })).toEqual({ open: true, active: 2 });
    expect(multiSelectKey(press('ArrowDown'), at(0))).toEqual({ open: true, active: 1 });
    expect(multiSelectKey(press('ArrowDown'), at(2))).toEqual({ open: true, active: 2 });
    expect(multiSelectKey(press('ArrowDown'), at(-1))).toEqual({ open: true, active: 0 });
  });

  it('ArrowDown with no options opens (to say none match) with none active; Alt+ArrowDown opens with none active', () => {
    expect(multiSelectKey(press('ArrowDown'), { ...closed, count: 0 })).toEqual({ open: true, active: -1 });
    expect(multiSelectKey(press('ArrowDown'), at(-1, { count: 0 }))).toEqual({ open: true, active: -1 });
    expect(multiSelectKey(press('ArrowDown', { altKey: true }), closed)).toEqual({ open: true, active: -1 });
  });

  it('ArrowUp opens on the last option, then moves up and stops at the first; Alt+ArrowUp closes', () => {
    expect(multiSelectKey(press('ArrowUp'), closed)).toEqual({ open: true, active: 2 });
    expect(multiSelectKey(press('ArrowUp'), at(2))).toEqual({ open: true, active: 1 });
    expect(multiSelectKey(press('ArrowUp'), at(0))).toEqual({ open: true, active: 0 });
    expect(multiSelectKey(press('ArrowUp'), at(-1, { count: 0 }))).toEqual({ open: true, active: -1 });
    expect(multiSelectKey(press('ArrowUp', { altKey: true }), at(1))).toEqual({ close: true });
    expect(multiSelectKey(press('ArrowUp', { altKey: true }), closed)).toBeNull();
  });

  it('Home and End move to the first and last option while one is active, and are the caret keys otherwise', () => {
    expect(multiSelectKey(press('Home'), at(2))).toEqual({ open: true, active: 0 });
    expect(multiSelectKey(press('End'), at(0))).toEqual({ open: true, active: 2 });
    expect(multiSelectKey(press('Home'), at(-1))).toBeNull();
    expect(multiSelectKey(press('End'), closed)).toBeNull();
    expect(multiSelectKey(press('Home', { shiftKey: true }), at(1))).toBeNull();
  });

  it('Enter toggles the active option only', () => {
    expect(multiSelectKey(press('Enter'), at(1))).toEqual({ toggle: 1 });
    expect(multiSelectKey(press('Enter'), at(1, { empty: false }))).toEqual({ toggle: 1 });
    expect(multiSelectKey(press('Enter'), at(-1))).toBeNull();
    expect(multiSelectKey(press('Enter'), at(3))).toBeNull();
    expect(multiSelectKey(press('Enter'), { ...closed, active: 1 })).toBeNull();
  });

  it('Space toggles the active option in an empty box, and types a space once something is typed', () => {
    expect(multiSelectKey(press(' '), at(1))).toEqual({ toggle: 1 });
    expect(multiSelectKey(press(' '), at(1, { empty: false }))).toBeNull();
    expect(multiSelectKey(press(' '), at(-1))).toBeNull();
    expect(multiSelectKey(press(' '), { ...closed, active: 1 })).toBeNull();
  });

  it('Escape closes an open list only', () => {
    expect(multiSelectKey(press('Escape'), at(1))).toEqual({ close: true });
    expect(multiSelectKey(press('Escape'), at(-1, { count: 0 }))).toEqual({ close: true });
    expect(multiSelectKey(press('Escape'), closed)).toBeNull();
  });

  it("leaves the text box its own keys, and Ctrl or Cmd with any key (the browser's and the editing shortcuts)", () => {
    for (const key of ['a', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'PageDown'])
      expect(multiSelectKey(press(key), at(0))).toBeNull();
    for (const key of ['ArrowDown', 'Home', 'Enter', ' ']) {
      expect(multiSelectKey(press(key, { ctrlKey: true }), at(0))).toBeNull();
      expect(multiSelectKey(press(key, { metaKey: true }), at(0))).toBeNull();
    }
  });
});
