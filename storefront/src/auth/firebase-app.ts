import type { FirebaseApp } from 'firebase/app';
import { firebaseSettings } from './firebase-config';

let appPromise: Promise<FirebaseApp> | null = null;

/**
 * The one Firebase app, created on first use. `firebase/app` is imported dynamically so that it
 * never lands in the first bundle; a failed load (offline, a new deploy) can be retried.
 */
export function loadFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import('firebase/app')
    .then(({ initializeApp }) => initializeApp(firebaseSettings().options))
    .catch((error: unknown) => {
      appPromise = null;
      throw error;
    });
  return appPromise;
}
