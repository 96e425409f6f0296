import { describe, expect, it } from 'vitest';
import {
  checkProfileImage,
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  MAX_PROFILE_IMAGE_BYTES,
} from './profile-image';

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('checkProfileImage', () => {
  it('accepts JPG, PNG and WEBP', () => {
    expect(checkProfileImage(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkProfileImage(file('a.png', 'image/png'))).toBeNull();
    expect(checkProfileImage(file('a.webp', 'image/webp'))).toBeNull();
  });

  it('refuses other images and documents', () => {
    expect(checkProfileImage(file('a.gif', 'image/gif'))).toBe(INVALID_IMAGE_MESSAGE);
    expect(checkProfileImage(file('a.svg', 'image/svg+xml'))).toBe(INVALID_IMAGE_MESSAGE);
    expect(checkProfileImage(file('a.pdf', 'application/pdf'))).toBe(INVALID_IMAGE_MESSAGE);
  });

  it('guesses from the extension when the browser gives no type', () => {
    expect(checkProfileImage(file('LOGO.PNG', ''))).toBeNull();
    expect(checkProfileImage(file('logo.bmp', ''))).toBe(INVALID_IMAGE_MESSAGE);
  });

  it('allows exactly 5 MB, refuses more and refuses empty files', () => {
    expect(checkProfileImage(file('a.png', 'image/png', MAX_PROFILE_IMAGE_BYTES))).toBeNull();
    expect(checkProfileImage(file('a.png', 'image/png', MAX_PROFILE_IMAGE_BYTES + 1))).toBe(
      IMAGE_TOO_LARGE_MESSAGE,
    );
    expect(checkProfileImage(file('a.png', 'image/png', 0))).toBe(INVALID_IMAGE_MESSAGE);
  });
});
