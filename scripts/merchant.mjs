// `npm run merchant -- grant EMAIL` / `npm run merchant -- revoke EMAIL` / `npm run merchant -- list`:
// sets or clears the Firebase custom claim `merchant: true` that the desk (/desk, /api/desk/…) asks
// for. Against the Auth emulator by default, the way `npm start` runs sign-in; against a
// real project when FIREBASE_PROJECT_ID and Google credentials (GOOGLE_APPLICATION_CREDENTIALS) are set.
import { initializeApp, applicationDefault } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from './auth-emulator.mjs';
import { readLocalServices } from './local-services.mjs';

const USAGE = `Usage:
  npm run merchant -- grant EMAIL    make the account with this email a merchant (it can use /desk)
  npm run merchant -- revoke EMAIL   take it back (its open sessions end at once)
  npm run merchant -- list           the merchants

The account must exist: sign up on /login first. With no FIREBASE_PROJECT_ID this talks to the Auth
emulator that \`npm start\` runs; accounts there last as long as it runs.`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [command, email] = process.argv.slice(2);
if (!['grant', 'revoke', 'list'].includes(command ?? '') || (command !== 'list' && !email)) fail(USAGE);

const realProject = process.env.FIREBASE_PROJECT_ID?.trim();
if (!realProject) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= readLocalServices()?.authEmulatorHost ?? AUTH_EMULATOR_HOST;
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
/** The emulator answers slowly on a busy machine: give it 15 s, not the start-up probe's 1 s. */
async function emulatorAnswers(host) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(15_000) });
    return (await response.json())?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}
if (emulator && !(await emulatorAnswers(emulator))) {
  fail(`The Firebase Auth emulator does not answer at ${emulator}. Start the store first (npm start), sign up on /login, then run this again.`);
}

const app = initializeApp(
  emulator ? { projectId: realProject || AUTH_EMULATOR_PROJECT } : { projectId: realProject, credential: applicationDefault() },
  'nexus-merchant-cli',
);
const auth = getAuth(app);

if (command === 'list') {
  let pageToken;
  let found = 0;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.merchant === true) {
        console.log(user.email ?? user.uid);
        found += 1;
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  if (found === 0) console.log('No merchants yet: npm run merchant -- grant EMAIL');
  process.exit(0);
}

let user;
try {
  user = await auth.getUserByEmail(email.trim());
} catch (error) {
  if (error?.code === 'auth/user-not-found') fail(`No account has the email ${email}. Sign up on /login first, then run this again.`);
  throw error;
}

const claims = { ...(user.customClaims ?? {}) };
if (command === 'grant') claims.merchant = true;
else delete claims.merchant;
await auth.setCustomUserClaims(user.uid, claims);
if (command === 'revoke') {
  // The desk checks revocation on every request, so the revoked merchant is out at once.
  await auth.revokeRefreshTokens(user.uid);
  console.log(`${user.email} is no longer a merchant; their sessions were signed out.`);
} else {
  console.log(`${user.email} is a merchant. They sign in again (or reload /desk) to get the desk.`);
}
process.exit(0);
