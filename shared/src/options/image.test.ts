import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageProblem,
  imageRefusal,
} from './image';

// 1 MiB as the spec counts it: 8388608 bits at 6 bits per base64 character; 3 bytes are 4 characters.
const MAX_BYTES = Math.floor(8388608 / 6 / 4) * 3;
const fileOf = (bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], 'piece.png', { type });

describe('image refusal', () => {
  it('refuses a file that is not a PNG, JPEG, WebP or GIF image', async () => {
    expect(await imageProblem(fileOf(10, 'application/pdf'))).toBe('type');
    expect(await imageRefusal(fileOf(10, 'image/svg+xml'))).toBe(
      IMAGE_TYPE_MESSAGE,
    );
  });

  it('refuses an image over the 8388608-bit estimate and accepts one at it', async () => {
    expect(await imageProblem(fileOf(MAX_BYTES + 3))).toBe('size');
    expect(await imageRefusal(fileOf(MAX_BYTES + 3, 'image/jpeg'))).toBe(
      IMAGE_TOO_LARGE_MESSAGE,
    );
    expect(await imageProblem(fileOf(MAX_BYTES))).toBeNull();
    expect(await imageRefusal(fileOf(10, 'image/webp'))).toBeNull();
  });
});
