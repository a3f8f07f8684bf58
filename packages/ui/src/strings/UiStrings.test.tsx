import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultUiStrings, UiStringsProvider, useUiStrings } from './UiStrings';

function Show() {
  const strings = useUiStrings();
  return (
    <p>
      {strings.close} | {strings.noData} | {strings.rowsRange(21, 40, 45)}
    </p>
  );
}

describe('UiStrings', () => {
  it('gives English defaults without a provider', () => {
    render(<Show />);
    expect(screen.getByText('Close | No data | Rows 21–40 of 45')).toBeInTheDocument();
  });

  it('lets the app override some strings and keeps the defaults of the others', () => {
    render(
      <UiStringsProvider
        strings={{
          close: 'Schließen',
          rowsRange: (a, b, n) => `Zeilen ${a}–${b} von ${n}`,
          noData: undefined,
        }}
      >
        <Show />
      </UiStringsProvider>,
    );
    expect(
      screen.getByText(`Schließen | ${defaultUiStrings.noData} | Zeilen 21–40 von 45`),
    ).toBeInTheDocument();
  });
});
