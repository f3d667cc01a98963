export interface CspOptions {
  /** Stripe.js is allowed only when a publishable key is configured. */
  stripe: boolean;
  /** Origin of the Firebase Auth emulator, when the app talks to it. */
  authEmulatorOrigin?: string | undefined;
  /** Firebase auth domain (`<project>.firebaseapp.com`) when a real project is configured. */
  firebaseAuthDomain?: string | undefined;
}

/**
 * The Content-Security-Policy: only what the app needs. Firebase and Stripe origins appear only when
 * they are configured, so the embedded default allows nothing outside this server and the emulator.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const script = ["'self'"];
  const connect = ["'self'"];
  const frame: string[] = [];
  if (options.stripe) {
    script.push('https://js.stripe.com');
    connect.push('https://api.stripe.com');
    frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  if (options.authEmulatorOrigin) {
    connect.push(options.authEmulatorOrigin);
    frame.push(options.authEmulatorOrigin);
    // The Firebase SDK loads Google's gapi script for the sign-in popup, emulator or not.
    script.push('https://apis.google.com');
  }
  if (options.firebaseAuthDomain) {
    connect.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://www.google-analytics.com',
    );
    script.push('https://apis.google.com', 'https://www.googletagmanager.com');
    frame.push(`https://${options.firebaseAuthDomain}`);
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': script,
    // Radix positions popovers with inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': connect,
    'frame-src': frame.length > 0 ? frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
