import { describe, expect, it } from 'vitest';
import { LINE_BLOCK, LineStore, SEAL_AT } from './lineStore';
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
    const count = SEAL_AT + 2 * LINE_BLOCK + 123;
    const store = filled(count);
    const sealed = Math.floor(count / LINE_BLOCK) * LINE_BLOCK;
    expect(store.length).toBe(count);
    for (let i = 0; i < count; i++) {
      expect(store.output(i)).toBe(record(i).output);
      expect(store.time(i)).toBe(record(i).time);
      // A sealed line's time is read as numbers, the others' as the text kept.
      expect(store.storedTime(i)).toBe(i < sealed ? Date.parse(record(i).time) : record(i).time);
    }
    expect(store.output(-1)).toBeUndefined();
    expect(store.output(count)).toBeUndefined();
    expect(store.records(LINE_BLOCK - 2, LINE_BLOCK + 2)).toEqual(
      [LINE_BLOCK - 2, LINE_BLOCK - 1, LINE_BLOCK, LINE_BLOCK + 1].map(record),
    );
  });

  it('gives a sealed block as its lines joined by newlines, with their starts', () => {
    // Under SEAL_AT lines (a short log) nothing is joined; at SEAL_AT every complete block is.
    const short = filled(SEAL_AT - 1);
    expect(short.outputBlock(0)).toBeUndefined();
    const store = filled(SEAL_AT + 5);
    const block = store.outputBlock(1);
    const outputs = Array.from({ length: LINE_BLOCK }, (_, i) => record(LINE_BLOCK + i).output);
    expect(block?.text).toBe(outputs.join('\n'));
    expect(block?.starts).toHaveLength(LINE_BLOCK + 1);
    expect(block?.starts[LINE_BLOCK]).toBe((block?.text.length ?? 0) + 1);
    const i = 1234;
    const text = block?.text ?? '';
    expect(text.slice(block?.starts[i], (block?.starts[i + 1] ?? 0) - 1)).toBe(outputs[i]);
    expect(store.outputBlock(SEAL_AT / LINE_BLOCK - 1)).toBeDefined();
    // The open lines after them are not a block yet.
    expect(store.outputBlock(SEAL_AT / LINE_BLOCK)).toBeUndefined();
  });

  it('joins a complete block that is not sealed when asked to, and keeps it open', () => {
    const short = filled(2 * LINE_BLOCK + 10);
    const joined = short.outputBlock(1, true);
    expect(joined?.text).toBe(
      Array.from({ length: LINE_BLOCK }, (_, j) => record(LINE_BLOCK + j).output).join('\n'),
    );
    expect(joined?.starts[LINE_BLOCK]).toBe((joined?.text.length ?? 0) + 1);
    expect(joined?.starts[5]).toBe(
      Array.from({ length: 5 }, (_, j) => record(LINE_BLOCK + j).output.length + 1).reduce(
        (a, b) => a + b,
      ),
    );
    // Not kept: the block is still open, and the incomplete one is no block.
    expect(short.outputBlock(1)).toBeUndefined();
    expect(short.outputBlock(2, true)).toBeUndefined();
    // A sealed block is the same either way.
    const long = filled(SEAL_AT + 1);
    expect(long.outputBlock(1, true)).toEqual(long.outputBlock(1));
  });

  it('keeps the lines before a cut, inside a sealed block or after the blocks', () => {
    const total = SEAL_AT + LINE_BLOCK + 100;
    for (const keep of [
      0,
      1,
      LINE_BLOCK - 1,
      LINE_BLOCK,
      LINE_BLOCK + 7,
      SEAL_AT + 50,
      total - 1,
    ]) {
      const store = filled(total);
      store.truncate(keep);
      expect(store.length).toBe(keep);
      expect(store.records()).toEqual(Array.from({ length: keep }, (_, i) => record(i)));
      // It grows again from there, sealing blocks where they belong.
      store.push(Array.from({ length: SEAL_AT }, (_, j) => record(keep + j)));
      expect(store.length).toBe(keep + SEAL_AT);
      for (let i = 0; i < keep + SEAL_AT; i += 97) expect(store.output(i)).toBe(record(i).output);
      expect(store.time(keep + SEAL_AT - 1)).toBe(record(keep + SEAL_AT - 1).time);
      const last = Math.floor((keep + SEAL_AT) / LINE_BLOCK) - 1;
      expect(store.outputBlock(last)?.text).toBe(
        Array.from({ length: LINE_BLOCK }, (_, j) => record(last * LINE_BLOCK + j).output).join(
          '\n',
        ),
      );
    }
  });

  it('grows past its first offset tables', () => {
    const count = 9 * LINE_BLOCK + 1;
    const store = filled(count, 5000);
    expect(store.output(count - 1)).toBe(record(count - 1).output);
    expect(store.time(8 * LINE_BLOCK + 17)).toBe(record(8 * LINE_BLOCK + 17).time);
  });

  it('leaves the lines after keepOpenFrom unsealed, and seals those before as they complete', () => {
    const store = filled(LINE_BLOCK + 10);
    // Held elsewhere from line LINE_BLOCK + 5 on (a merge): never joined into a block.
    store.keepOpenFrom(LINE_BLOCK + 5);
    store.push(Array.from({ length: SEAL_AT * 2 }, (_, j) => record(LINE_BLOCK + 10 + j)));
    const count = LINE_BLOCK + 10 + SEAL_AT * 2;
    expect(store.length).toBe(count);
    expect(store.outputBlock(0)).toBeDefined();
    expect(store.outputBlock(1)).toBeUndefined();
    for (let i = 0; i < count; i += 211) expect(store.output(i)).toBe(record(i).output);
    expect(store.time(count - 1)).toBe(record(count - 1).time);
  });

  it('seals the complete blocks before a raised keepOpenFrom at once, without waiting for a push', () => {
    const store = new LineStore();
    store.keepOpenFrom(0);
    const count = SEAL_AT + LINE_BLOCK + 10;
    store.push(Array.from({ length: count }, (_, j) => record(j)));
    expect(store.outputBlock(0)).toBeUndefined();
    // The merge let go of the lines before SEAL_AT + 3: their complete blocks are joined now.
    store.keepOpenFrom(SEAL_AT + 3);
    for (let k = 0; k < SEAL_AT / LINE_BLOCK; k++) expect(store.outputBlock(k)).toBeDefined();
    expect(store.outputBlock(SEAL_AT / LINE_BLOCK)).toBeUndefined();
    for (let i = 0; i < count; i += 97) expect(store.output(i)).toBe(record(i).output);
  });
});
