import { describe, expect, it } from 'vitest';
import { firebaseSettings } from '../../storefront/src/auth/firebase-config';

describe('firebaseSettings', () => {
  it('uses the demo project on the local Auth emulator when nothing is configured', () => {
    expect(firebaseSettings({})).toEqual({
      options: { apiKey: 'demo-key', authDomain: 'demo-nexus.firebaseapp.com', projectId: 'demo-nexus' },
      authEmulatorHost: '127.0.0.1:9099',
    });
  });

  it('treats blank variables as unset', () => {
    expect(firebaseSettings({ VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_AUTH_EMULATOR_HOST: '' })).toEqual(
      firebaseSettings({}),
    );
  });

  it('lets the emulator address be changed', () => {
    expect(firebaseSettings({ VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' }).authEmulatorHost).toBe('localhost:9199');
  });

  it('connects to the emulator the serving process names in the page, over the build default', () => {
    expect(firebaseSettings({}, '127.0.0.1:43117').authEmulatorHost).toBe('127.0.0.1:43117');
    expect(firebaseSettings({ VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' }, '127.0.0.1:43117').authEmulatorHost).toBe('127.0.0.1:43117');
  });

  it('uses a real project, without the emulator, when an API key is configured', () => {
    expect(
      firebaseSettings({
        VITE_FIREBASE_API_KEY: 'AIza-real',
        VITE_FIREBASE_AUTH_DOMAIN: 'nexus-shop.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'nexus-shop',
        VITE_FIREBASE_APP_ID: '1:123:web:abc',
        VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123',
      }),
    ).toEqual({
      options: {
        apiKey: 'AIza-real',
        authDomain: 'nexus-shop.firebaseapp.com',
        projectId: 'nexus-shop',
        appId: '1:123:web:abc',
        measurementId: 'G-ABC123',
      },
      authEmulatorHost: null,
    });
  });

  it('derives the auth domain from the project id and leaves out what is not set', () => {
    expect(firebaseSettings({ VITE_FIREBASE_API_KEY: 'AIza-real', VITE_FIREBASE_PROJECT_ID: 'nexus-shop' })).toEqual({
      options: { apiKey: 'AIza-real', authDomain: 'nexus-shop.firebaseapp.com', projectId: 'nexus-shop' },
      authEmulatorHost: null,
    });
  });

  it('keeps a measurement id out of the demo configuration (analytics needs a real project)', () => {
    expect(firebaseSettings({ VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123' }).options).not.toHaveProperty('measurementId');
  });
});
