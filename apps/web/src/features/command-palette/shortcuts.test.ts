import { describe, expect, it } from 'vitest';
import { PROJECT_SCREENS } from './projectScreens';
import { createShortcutDispatcher, isTypingTarget, type KeyInput } from './shortcuts';

const press = (key: string, time: number, extra: Partial<KeyInput> = {}): KeyInput => ({
  key,
  time,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  ...extra,
});

describe('shortcut dispatcher', () => {
  it('opens the palette with Ctrl+K and Cmd+K', () => {
    const d = createShortcutDispatcher();
    expect(d.handle(press('k', 0, { ctrlKey: true }))).toEqual({ type: 'palette' });
    expect(d.handle(press('K', 1, { metaKey: true }))).toEqual({ type: 'palette' });
    expect(d.handle(press('k', 2, { ctrlKey: true, altKey: true }))).toBeNull();
    expect(d.handle(press('k', 3))).toBeNull();
  });

  it('lists the shortcuts with ? and focuses the search with /', () => {
    const d = createShortcutDispatcher();
    expect(d.handle(press('Shift', 0))).toBeNull();
    expect(d.handle(press('?', 1))).toEqual({ type: 'help' });
    expect(d.handle(press('/', 2))).toEqual({ type: 'search' });
  });

  it('goes to a project screen with g then its letter', () => {
    const d = createShortcutDispatcher(1000);
    for (const screen of PROJECT_SCREENS) {
      expect(d.handle(press('g', 0))).toBeNull();
      expect(d.handle(press(screen.letter, 500))).toEqual({ type: 'go', screen });
    }
    expect(d.handle(press('t', 600))).toBeNull();
  });

  it('every project screen has its own letter', () => {
    const letters = PROJECT_SCREENS.map((s) => s.letter);
    expect(new Set(letters).size).toBe(letters.length);
  });

  it('drops a g sequence after the timeout, on an unknown letter, and on a modified key', () => {
    const d = createShortcutDispatcher(1000);
    d.handle(press('g', 0));
    expect(d.handle(press('t', 1001))).toBeNull();
    d.handle(press('g', 2000));
    expect(d.handle(press('z', 2100))).toBeNull();
    expect(d.handle(press('t', 2200))).toBeNull();
    d.handle(press('g', 3000));
    expect(d.handle(press('t', 3100, { ctrlKey: true }))).toBeNull();
    expect(d.handle(press('t', 3200))).toBeNull();
  });

  it('fires nothing while typing, and typing cancels a pending g', () => {
    const d = createShortcutDispatcher();
    for (const input of [
      press('k', 0, { ctrlKey: true, typing: true }),
      press('?', 1, { typing: true }),
      press('/', 2, { typing: true }),
      press('g', 3, { typing: true }),
    ])
      expect(d.handle(input)).toBeNull();
    expect(d.handle(press('t', 4))).toBeNull();
    d.handle(press('g', 5));
    expect(d.handle(press('t', 6, { typing: true }))).toBeNull();
    expect(d.handle(press('t', 7))).toBeNull();
  });
});

describe('typing targets', () => {
  it('knows inputs, textareas, selects, contenteditable and CodeMirror editors', () => {
    document.body.innerHTML = `
      <input id="text"><input id="search" type="search"><input id="box" type="checkbox">
      <textarea id="area"></textarea><select id="select"><option>a</option></select>
      <div id="editable" contenteditable="true"><span id="inner">x</span></div>
      <div class="cm-editor"><div id="cm" class="cm-content"></div></div>
      <button id="button">b</button><div id="plain"></div>`;
    const at = (id: string) => document.getElementById(id);
    for (const id of ['text', 'search', 'area', 'select', 'editable', 'inner', 'cm'])
      expect(isTypingTarget(at(id)), id).toBe(true);
    for (const id of ['box', 'button', 'plain']) expect(isTypingTarget(at(id)), id).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});
