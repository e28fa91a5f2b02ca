import { describe, expect, it } from 'vitest';
import { appForPath } from './routes.ts';
import { takeoverPageOf, takeoverPhotoFiles } from './takeover-pages.ts';

describe('the lease takeover pages the server renders with their records', () => {
  it.each<[path: string, page: ReturnType<typeof takeoverPageOf>]>([
    ['/lease-takeover', { kind: 'list' }],
    ['/lease-takeover/', { kind: 'list' }],
    [
      '/lease-takeover/fb624991-5294-50dd-89b4-957696c95ac6',
      { kind: 'detail', leaseId: 'fb624991-5294-50dd-89b4-957696c95ac6' },
    ],
    ['/lease-takeover/abc123/', { kind: 'detail', leaseId: 'abc123' }],
    // The id as the page's address encodes it, decoded; an encoding that is not one stays as written.
    ['/lease-takeover/a%20b', { kind: 'detail', leaseId: 'a b' }],
    ['/lease-takeover/%3Cscript%3E', { kind: 'detail', leaseId: '<script>' }],
    ['/lease-takeover/100%', { kind: 'detail', leaseId: '100%' }],
    // The same pages in French, under /fr (issue 29).
    ['/fr/lease-takeover', { kind: 'list', locale: 'fr-CA' }],
    ['/fr/lease-takeover/', { kind: 'list', locale: 'fr-CA' }],
    ['/fr/lease-takeover/abc123', { kind: 'detail', leaseId: 'abc123', locale: 'fr-CA' }],
    ['/fr/lease-takeover/a/b', undefined],
    ['/fr', undefined],
    ['/lease-takeover/a/b', undefined],
    ['/lease-takeovers', undefined],
    ['/company', undefined],
    ['/', undefined],
  ])('%s is %o', (path, page) => {
    expect(takeoverPageOf(path)).toEqual(page);
  });

  it('names only paths of the public site', () => {
    for (const path of ['/lease-takeover', '/lease-takeover/abc123'])
      expect(appForPath(path), path).toBe('public');
  });

  it.each([
    ['/api/public', '/api/public/leaseTakeovers/t%201/photos/p1/480.webp'],
    ['/api/public/', '/api/public/leaseTakeovers/t%201/photos/p1/480.webp'],
    [
      'https://public.sfi.example/api',
      'https://public.sfi.example/api/leaseTakeovers/t%201/photos/p1/480.webp',
    ],
  ])('addresses a photo’s files on the public service at %s', (baseUrl, first) => {
    expect(takeoverPhotoFiles(baseUrl, 't 1', { id: 'p1', width: 960 })).toEqual([
      { width: 480, url: first },
      { width: 960, url: first.replace('480.webp', '960.webp') },
    ]);
  });
});
