import { describe, expect, it } from 'vitest';
import { appColor, appDisplayName } from './appNames';

describe('appDisplayName (API §13.2 #19)', () => {
  it('uses the configured title, else the built-in name of the id, else the id', () => {
    expect(appDisplayName({ id: 'tofu', title: '' })).toBe('OpenTofu');
    expect(appDisplayName({ id: 'tofu', title: 'Tofu 1.8' })).toBe('Tofu 1.8');
    expect(appDisplayName('powershell')).toBe('PowerShell');
    expect(appDisplayName({ id: 'ruby', title: ' ' })).toBe('ruby');
  });

  it('colours an app with its colour, else the built-in one', () => {
    expect(appColor({ id: 'ruby', color: '' })).toBeUndefined();
    expect(appColor({ id: 'ruby', color: 'red' })).toBe('red');
    expect(appColor({ id: 'terraform', color: '' })).toBe('#7b42bc');
  });
});
