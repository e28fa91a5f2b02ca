import { describe, expect, it } from 'vitest';
import { photoFileNameProblem, PHOTO_UPLOAD_MAX_BYTES, photoUploadLimitText } from './photos.ts';
import { profilePhotoPath } from './photo-paths.ts';

describe('photoFileNameProblem', () => {
  it.each([
    ['car.jpg', undefined],
    ['Photo de l’auto 2.JPEG', undefined],
    ['front..side.png', undefined],
    ['../car.jpg', 'path'],
    ['photos/car.jpg', 'path'],
    ['C:\\Users\\ada\\car.jpg', 'path'],
    ['C:car.jpg', 'path'],
    ['..', 'path'],
    ['car\u0000.jpg', 'characters'],
    ['car\n.jpg', 'characters'],
    ['photo\u202Egpj.exe', 'characters'],
    ['car\uD800.jpg', 'characters'],
    ['x'.repeat(256), 'characters'],
  ] as const)('%j → %s', (name, problem) => {
    expect(photoFileNameProblem(name)).toBe(problem);
  });
});

describe('the upload limit', () => {
  it('is said in the words of its bytes, in the language of the message', () => {
    expect(photoUploadLimitText()).toBe(`${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    expect(photoUploadLimitText('en-CA')).toBe('15 MB');
    expect(photoUploadLimitText('fr-CA')).toBe('15\u00a0Mo');
  });
});

describe('profilePhotoPath', () => {
  it('names the owner, the photo and the smallest stored width by default', () => {
    expect(profilePhotoPath('u-1', { id: 'p 1', width: 2000 })).toBe('/uploads/photos/u-1/p%201/480.webp');
    expect(profilePhotoPath('u-1', { id: 'p1', width: 2000 }, 960)).toBe('/uploads/photos/u-1/p1/960.webp');
  });
});
