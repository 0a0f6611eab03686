import {
  estimateBase64Bytes,
  isImageTooLarge,
  needsTooltip,
  truncate,
} from './text';

const dataUrl = (chars: number) => `data:image/png;base64,${'A'.repeat(chars)}`;

describe('image size estimate', () => {
  it('counts 6 bits per base64 character, ignoring the data URL prefix', () => {
    expect(estimateBase64Bytes(dataUrl(4))).toBe(3);
    expect(estimateBase64Bytes('QUJD')).toBe(3);
  });

  it('refuses an image over 8388608 bits and accepts one at the limit', () => {
    expect(isImageTooLarge(dataUrl(8388608 / 6))).toBe(false);
    expect(isImageTooLarge(dataUrl(8388608 / 6 + 1))).toBe(true);
    expect(isImageTooLarge(dataUrl(100))).toBe(false);
  });
});

describe('truncation and tooltips', () => {
  it('cuts long text to the length minus 1 plus an ellipsis', () => {
    expect(truncate('Rhodium plating', 8)).toBe('Rhodium…');
    expect(truncate('Rhodium plating', 8)).toHaveLength(8);
    expect(truncate('Polish', 8)).toBe('Polish');
    expect(truncate('Polished', 8)).toBe('Polished');
  });

  it('shows a tooltip only for text longer than 60 characters', () => {
    expect(needsTooltip('x'.repeat(60))).toBe(false);
    expect(needsTooltip('x'.repeat(61))).toBe(true);
    expect(needsTooltip(null)).toBe(false);
  });
});
