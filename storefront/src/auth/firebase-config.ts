import { AUTH_EMULATOR_META } from '../../core/contract/page-data';

/**
 * Firebase settings from the client build's `VITE_FIREBASE_*` variables. With none set, the app uses
 * the embedded default: a `demo-` project on the local Auth emulator, which firebase-tools runs next
 * to `npm start` and the e2e tests (see `scripts/auth-emulator.mjs`).
 */

export interface FirebaseOptionsFromEnv {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  measurementId?: string;
}

export interface FirebaseSettings {
  options: FirebaseOptionsFromEnv;
  /** `host:port` of the Auth emulator to connect to, or null for the real service. */
  authEmulatorHost: string | null;
}

/** The project `scripts/auth-emulator.mjs` starts; `demo-` ids never reach a real project. */
export const DEMO_PROJECT_ID = 'demo-nexus';
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

type Env = Partial<Record<string, string | boolean | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The emulator the serving process uses, from the page: local runs start it on a free port, which
 * a build made earlier cannot know.
 */
export function authEmulatorFromPage(doc: Document | undefined = globalThis.document): string | undefined {
  return doc?.querySelector<HTMLMetaElement>(`meta[name="${AUTH_EMULATOR_META}"]`)?.content.trim() || undefined;
}

export function firebaseSettings(env: Env = import.meta.env, pageEmulatorHost: string | undefined = authEmulatorFromPage()): FirebaseSettings {
  const apiKey = read(env, 'VITE_FIREBASE_API_KEY');
  const emulatorHost = pageEmulatorHost ?? read(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST');
  const appId = read(env, 'VITE_FIREBASE_APP_ID');
  const measurementId = read(env, 'VITE_FIREBASE_MEASUREMENT_ID');

  if (!apiKey) {
    return {
      options: { apiKey: 'demo-key', authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID },
      authEmulatorHost: emulatorHost ?? DEFAULT_AUTH_EMULATOR_HOST,
    };
  }
  const projectId = read(env, 'VITE_FIREBASE_PROJECT_ID') ?? '';
  return {
    options: {
      apiKey,
      authDomain: read(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      projectId,
      ...(appId ? { appId } : {}),
      ...(measurementId ? { measurementId } : {}),
    },
    // A real project can still be pointed at an emulator on purpose (local testing of real config).
    authEmulatorHost: emulatorHost ?? null,
  };
}
