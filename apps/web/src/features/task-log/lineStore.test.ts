import { describe, expect, it } from 'vitest';
import { LINE_BLOCK, LineStore } from './lineStore';
import type { LogRecord } from './logLines';

const record = (i: number): LogRecord => ({
  time: `2026-11-27T08:00:${String(i % 60).padStart(2, '0')}.${i}Z`,
  // Some empty lines, some with a newline or escapes inside: kept as they are.
  output: i % 7 === 0 ? '' : i % 11 === 0 ? `a\nb ${i}` : `\u001b[32mline ${i}\u001b[0m`,
});

function filled(count: number, batch = 1000): LineStore {
  const store = new LineStore();
  for (let at = 0; at < count; at += batch) {
    store.push(Array.from({ length: Math.min(batch, count - at) }, (_, j) => record(at + j)));
  }
  return store;
}

describe('LineStore', () => {
  it('gives every line back, in sealed blocks and after them', () => {
    const count = 2 * LINE_BLOCK + 123;
    const store = filled(count);
    expect(store.length).toBe(count);
    for (let i = 0; i < count; i++) {
      expect(store.output(i)).toBe(record(i).output);
      expect(store.time(i)).toBe(record(i).time);
    }
    expect(store.output(-1)).toBeUndefined();
    expect(store.output(count)).toBeUndefined();
    expect(store.records(LINE_BLOCK - 2, LINE_BLOCK + 2)).toEqual(
      [LINE_BLOCK - 2, LINE_BLOCK - 1, LINE_BLOCK, LINE_BLOCK + 1].map(record),
    );
  });

  it('gives a sealed block as its lines joined by newlines, with their starts', () => {
    const store = filled(LINE_BLOCK + 5);
    const block = store.outputBlock(0);
    const outputs = Array.from({ length: LINE_BLOCK }, (_, i) => record(i).output);
    expect(block?.text).toBe(outputs.join('\n'));
    expect(block?.starts).toHaveLength(LINE_BLOCK + 1);
    expect(block?.starts[LINE_BLOCK]).toBe((block?.text.length ?? 0) + 1);
    const i = 1234;
    const text = block?.text ?? '';
    expect(text.slice(block?.starts[i], (block?.starts[i + 1] ?? 0) - 1)).toBe(outputs[i]);
    // The open lines after it are not a block yet.
    expect(store.outputBlock(1)).toBeUndefined();
  });

  it('keeps the lines before a cut, inside a sealed block or after the blocks', () => {
    for (const keep of [0, 1, LINE_BLOCK - 1, LINE_BLOCK, LINE_BLOCK + 7, 2 * LINE_BLOCK + 50]) {
      const store = filled(2 * LINE_BLOCK + 100);
      store.truncate(keep);
      expect(store.length).toBe(keep);
      expect(store.records()).toEqual(Array.from({ length: keep }, (_, i) => record(i)));
      // It grows again from there, sealing blocks where they belong.
      store.push(Array.from({ length: LINE_BLOCK }, (_, j) => record(keep + j)));
      expect(store.length).toBe(keep + LINE_BLOCK);
      for (const i of [0, keep - 1, keep, keep + LINE_BLOCK - 1].filter((n) => n >= 0)) {
        expect(store.output(i)).toBe(record(i).output);
      }
      expect(store.outputBlock(Math.floor((keep + LINE_BLOCK) / LINE_BLOCK) - 1)?.text).toBe(
        Array.from(
          { length: LINE_BLOCK },
          (_, j) =>
            record(Math.floor((keep + LINE_BLOCK) / LINE_BLOCK - 1) * LINE_BLOCK + j).output,
        ).join('\n'),
      );
    }
  });

  it('grows past its first offset tables', () => {
    const count = 9 * LINE_BLOCK + 1;
    const store = filled(count, 5000);
    expect(store.output(count - 1)).toBe(record(count - 1).output);
    expect(store.time(8 * LINE_BLOCK + 17)).toBe(record(8 * LINE_BLOCK + 17).time);
  });
});
