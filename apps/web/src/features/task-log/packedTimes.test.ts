import { describe, expect, it } from 'vitest';
import { packedTimeMs, packTimes, unpackTime, type PackedTimes } from './packedTimes';

/** Packs `times`; asserts that each is written back as it was and read as `Date.parse` reads it. */
function roundTrip(times: string[]): PackedTimes {
  const packed = packTimes(times, 0, times.length);
  expect(times.map((_, j) => unpackTime(packed, j))).toEqual(times);
  expect(times.map((_, j) => packedTimeMs(packed, j))).toEqual(times.map((t) => Date.parse(t)));
  return packed;
}

/** Bytes of typed arrays a packed block holds per line. */
function bytesPerLine(packed: PackedTimes): number {
  const formats = typeof packed.formats === 'number' ? 0 : packed.formats.byteLength;
  return (packed.seconds.byteLength + packed.fractions.byteLength + formats) / packed.length;
}

describe('packTimes', () => {
  it('writes back every RFC 3339 form of API §1.4 character for character', () => {
    const packed = roundTrip([
      '2026-11-27T08:00:00Z',
      '2026-11-27T08:00:00.5Z',
      '2026-11-27T08:00:00.050Z',
      '2026-11-27T08:00:01.123456789Z',
      '2026-11-27T08:00:01.000000000Z',
      '2026-11-27 08:00:02.1+02:00',
      '2026-11-27t08:00:02-05:30',
      '2026-11-27T23:30:00.25-23:59',
      '2026-11-27T08:00:02.999z',
      '2024-02-29T23:59:59.1Z',
      '1999-12-31T23:59:59Z',
    ]);
    expect(packed.verbatim).toBeUndefined();
  });

  it('keeps as written what is not an RFC 3339 time it can write back', () => {
    const odd = [
      '',
      '0001-01-01T00:00:00Z',
      '2026-11-27T08:00:60Z',
      '2026-02-29T08:00:00Z',
      '2026-11-27T08:00:00',
      '2026-11-27T08:00:00.Z',
      '2026-11-27T08:00:00.1234567890Z',
      '2026-11-27T08:00:00+0200',
      '2026-11-27T08:00:00+24:00',
      'yesterday',
    ];
    const packed = roundTrip(['2026-11-27T08:00:00Z', ...odd, '2026-11-27T08:00:01Z']);
    expect(packed.verbatim?.size).toBe(odd.length);
    expect(unpackTime(packed, -1)).toBeUndefined();
    expect(unpackTime(packed, odd.length + 2)).toBeUndefined();
    expect(packedTimeMs(packed, odd.length + 2)).toBeNaN();
  });

  it('packs from an offset, times going back and days apart', () => {
    const times = [
      'x',
      '2026-11-27T08:00:05.1Z',
      '2026-11-27T08:00:04.2Z',
      '2026-11-20T08:00:00Z',
      '2027-01-01T00:00:00Z',
    ];
    const packed = packTimes(times, 1, 4);
    expect([0, 1, 2, 3].map((j) => unpackTime(packed, j))).toEqual(times.slice(1));
    expect(packed.seconds).toBeInstanceOf(Int32Array);
  });

  it('keeps a block of one second as 2 bytes a line, of one hour in milliseconds as 4', () => {
    const second = Array.from({ length: 4096 }, (_, j) => `2026-11-27T08:00:00.${j % 10}Z`);
    expect(bytesPerLine(roundTrip(second))).toBe(2);
    const hour = Array.from(
      { length: 4096 },
      (_, j) =>
        `2026-11-27T08:${String(Math.floor(j / 70)).padStart(2, '0')}:${String(j % 60).padStart(2, '0')}.${String(j % 1000).padStart(3, '0')}Z`,
    );
    expect(bytesPerLine(roundTrip(hour))).toBe(4);
    // Nanoseconds (Go's RFC3339Nano) need an Int32 fraction: 5 bytes a line.
    const nanos = Array.from({ length: 4096 }, (_, j) => `2026-11-27T08:00:01.${123456789 - j}Z`);
    expect(bytesPerLine(roundTrip(nanos))).toBe(5);
  });

  it('keeps a format per line only when the lines differ in it', () => {
    expect(typeof roundTrip(['2026-11-27T08:00:00.1Z', '2026-11-27T08:00:00.2Z']).formats).toBe(
      'number',
    );
    expect(roundTrip(['2026-11-27T08:00:00.1Z', '2026-11-27T08:00:00.25Z']).formats).toBeInstanceOf(
      Int32Array,
    );
  });
});
