import { loadFirebaseApp } from './firebase-app';
import { firebaseSettings, type FirebaseSettings } from './firebase-config';

let started: Promise<boolean> | null = null;

/**
 * Starts Firebase Analytics when a measurement id is configured and the browser supports it.
 * Resolves whether it started. Failures are logged, never shown: analytics must not disturb shopping.
 */
export function startAnalytics(settings: FirebaseSettings = firebaseSettings()): Promise<boolean> {
  if (!settings.options.measurementId) return Promise.resolve(false);
  started ??= (async () => {
    try {
      const { getAnalytics, isSupported } = await import('firebase/analytics');
      if (!(await isSupported())) {
        console.info('Firebase Analytics is not supported in this browser; it stays off.');
        return false;
      }
      getAnalytics(await loadFirebaseApp());
      return true;
    } catch (error) {
      console.warn('Firebase Analytics could not start.', error);
      return false;
    }
  })();
  return started;
}
