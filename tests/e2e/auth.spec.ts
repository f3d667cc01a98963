import { expect, test, type BrowserContext } from './fixtures';
import { usesRealFirebase } from '../../scripts/auth-emulator.mjs';
import { createAccountOnEmulator, header, main, openUserMenu, signInOnLoginPage, signOutFromMenu, uniqueEmail } from './accounts';

// Sign-in against the Firebase Auth emulator that playwright.config.ts starts (the embedded default).
test.skip(usesRealFirebase(), 'These tests create accounts; they run against the Auth emulator only.');

// A first visit opens the prize wheel over the page; these tests are about sign-in, so the wheel
// counts as already spun (the spec's `hasSpun` key).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
});

test('an anonymous visit does not download the Firebase SDK until the user menu opens', async ({ page }) => {
  const sdkScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('identitytoolkit')) sdkScripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The idle-time start must not load it either: this browser never signed in.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  await page.waitForLoadState('networkidle');
  expect(sdkScripts).toEqual([]);

  await openUserMenu(page, 'Sign in');
  await expect(header(page).getByRole('menuitem', { name: 'Sign in with Google' })).toBeVisible();
  await expect(header(page).getByRole('menuitem', { name: 'Or use email' })).toBeVisible();
  await expect.poll(() => sdkScripts.length).toBeGreaterThan(0);
});

test('the user menu closes on Escape (focus back on its button) and on a click outside', async ({ page }) => {
  await page.goto('/');
  const button = header(page).getByRole('button', { name: 'Sign in', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Enter puts focus on the first item, or on the menu if its code arrived with the key press;
  // Home goes to the first item either way.
  await page.keyboard.press('Home');
  await expect(header(page).getByRole('menuitem', { name: 'Sign in with Google' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(header(page).getByRole('menuitem', { name: 'Or use email' })).toBeHidden();

  await button.click();
  await expect(header(page).getByRole('menuitem', { name: 'Or use email' })).toBeVisible();
  await main(page).click({ position: { x: 5, y: 5 } });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('creates an account with email, greets the shopper, signs out and signs back in', async ({ page }) => {
  const email = uniqueEmail('thandi');
  const password = 'braai-2024';
  await page.goto('/find-store');
  await openUserMenu(page, 'Sign in');
  await header(page).getByRole('menuitem', { name: 'Or use email' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByRole('heading', { name: 'Create account' })).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Display name' }).fill('Thandi Nkosi');
  await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Create account' }).click();

  // Back where the shopper came from, signed in.
  await expect(page).toHaveURL(/\/find-store$/);
  await expect(header(page).getByRole('button', { name: 'Hi, Thandi!' })).toBeVisible();
  await expect(page.getByText('Welcome back, Thandi Nkosi! Enjoy your shopping experience.')).toBeVisible();

  await openUserMenu(page, 'Hi, Thandi!');
  await expect(header(page).getByText(email)).toBeVisible();
  await expect(header(page).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  await expect(header(page).getByRole('menuitem', { name: 'My Wishlist' })).toHaveAttribute('href', '/wishlist');
  await header(page).getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main(page).getByText('Thandi Nkosi')).toBeVisible();
  await expect(main(page).getByText(email)).toBeVisible();
  await expect(main(page).getByText('Email and password')).toBeVisible();

  // The session survives a reload (restored on idle because this browser signed in before).
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Hi, Thandi!' })).toBeVisible();

  await signOutFromMenu(page, 'Hi, Thandi!');
  await expect(main(page).getByText('Sign in to see your account details.')).toBeVisible();

  await main(page).getByRole('link', { name: 'Sign in with email' }).click();
  await signInOnLoginPage(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(header(page).getByRole('button', { name: 'Hi, Thandi!' })).toBeVisible();
  await expect(main(page).getByText('Thandi Nkosi')).toBeVisible();
});

test('explains sign-in problems in plain words', async ({ page, request }) => {
  const email = uniqueEmail('lerato');
  await createAccountOnEmulator(request, email, 'correct-horse');
  await page.goto('/login');

  // Checked before anything is sent.
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription('Enter your email address.');
  await expect(main(page).getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await signInOnLoginPage(page, 'lerato@', 'whatever');
  await expect(main(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription('Enter a valid email address.');

  await signInOnLoginPage(page, email, 'wrong-password');
  await expect(main(page).getByRole('alert')).toHaveText('Wrong email or password.');
  // The server's answer is not about one field: focus goes to the message.
  await expect(main(page).getByRole('alert')).toBeFocused();

  await signInOnLoginPage(page, uniqueEmail('nobody'), 'whatever');
  await expect(main(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
    'No account uses that email. Create one below.',
  );

  await main(page).getByRole('button', { name: 'Create account' }).click();
  await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
    /Choose a password of at least 6 characters\./,
  );
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill('long-enough');
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
    'An account already uses that email. Sign in instead.',
  );
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await main(page).getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("greets a shopper without a display name as 'Friend'", async ({ page, request }) => {
  const email = uniqueEmail('noname');
  await createAccountOnEmulator(request, email, 'no-name-here');
  await page.goto('/login');
  await signInOnLoginPage(page, email, 'no-name-here');
  await expect(header(page).getByRole('button', { name: 'Hi, Friend!' })).toBeVisible();
  await expect(page.getByText('Welcome back, Friend! Enjoy your shopping experience.')).toBeVisible();
});

/**
 * The popup flow relays its result through Google's `gapi.iframes` library (apis.google.com), on
 * the app page and inside the emulator's own frame. This machine has no internet, so the test gives
 * both a minimal stand-in for that messaging; the popup, the emulator's Google sign-in page and the
 * sign-in itself are real.
 */
async function standInForGoogleFrameMessaging(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    if (w.gapi) return;
    const TAG = '__gapiStandIn';
    type Handler = (data: unknown) => unknown;
    type Message = { [TAG]: 'send' | 'reply'; id: number; name?: string; data?: unknown; responses?: unknown[] };
    let nextId = 0;
    const callbacks = new Map<number, (responses: unknown[]) => void>();
    const channels: Array<{ target: Window; handle: (message: Message) => void }> = [];

    function channel(target: Window) {
      const handlers = new Map<string, Handler>();
      const waiting: Message[] = [];
      const answer = (message: Message) => {
        const handler = message.name === '__ping' ? () => 'pong' : handlers.get(message.name ?? '');
        if (!handler) return false;
        target.postMessage({ [TAG]: 'reply', id: message.id, responses: [handler(message.data)] }, '*');
        return true;
      };
      const api = {
        register(name: string, handler: Handler) {
          handlers.set(name, handler);
          for (const message of waiting.splice(0)) if (!answer(message)) waiting.push(message);
        },
        send(name: string, data: unknown, callback?: (responses: unknown[]) => void) {
          const id = ++nextId;
          if (callback) callbacks.set(id, callback);
          target.postMessage({ [TAG]: 'send', id, name, data }, '*');
        },
      };
      channels.push({
        target,
        handle: (message) => {
          if (message[TAG] === 'reply') {
            callbacks.get(message.id)?.(message.responses ?? []);
            callbacks.delete(message.id);
          } else if (!answer(message)) waiting.push(message);
        },
      });
      return api;
    }

    window.addEventListener('message', (event) => {
      const message = event.data as Message | null;
      if (!message || typeof message !== 'object' || !(TAG in message)) return;
      channels.find((entry) => entry.target === event.source)?.handle(message);
    });

    const context = {
      open(options: { url: string; where: HTMLElement; attributes?: Record<string, unknown> }, onOpen: (iframe: unknown) => unknown) {
        const element = document.createElement('iframe');
        const { style, ...attributes } = options.attributes ?? {};
        Object.assign(element.style, style);
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
        element.src = options.url;
        options.where.append(element);
        const link = channel(element.contentWindow as Window);
        const iframe = {
          ...link,
          restyle: () => Promise.resolve(),
          ping(callback: () => void) {
            return new Promise<void>((resolve) => {
              let done = false;
              const timer = setInterval(() => {
                link.send('__ping', null, () => {
                  if (done) return;
                  done = true;
                  clearInterval(timer);
                  callback();
                  resolve();
                });
              }, 100);
            });
          },
        };
        return Promise.resolve(onOpen(iframe));
      },
      getParentIframe: () => channel(window.parent),
    };
    w.gapi = {
      load: (_name: string, options: { callback: () => void }) => setTimeout(options.callback),
      iframes: { Iframe: function Iframe() {}, getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: () => true },
    };
  });
  // The emulator's frame loads the library by URL and waits for its onload hook.
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.gapi_onload && window.gapi_onload();' }),
  );
  // Its sign-in page also asks for web fonts and a CSS kit; it works without them.
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

test('signs in with a Google identity through the emulator popup, then signs out', async ({ page, context }) => {
  await standInForGoogleFrameMessaging(context);
  const email = uniqueEmail('sipho');
  await page.goto('/');
  await openUserMenu(page, 'Sign in');

  const popupPromise = page.waitForEvent('popup');
  await header(page).getByRole('menuitem', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Sipho Dlamini');
  await popup.locator('#sign-in').click();

  await expect(header(page).getByRole('button', { name: 'Hi, Sipho!' })).toBeVisible();
  await expect(page.getByText('Welcome back, Sipho Dlamini! Enjoy your shopping experience.')).toBeVisible();
  // The menu closed itself after signing in.
  await expect(header(page).getByRole('menuitem', { name: 'Account Settings' })).toBeHidden();

  await page.goto('/account');
  await expect(main(page).getByText(email)).toBeVisible();
  await expect(main(page).getByText('Google', { exact: true })).toBeVisible();

  await signOutFromMenu(page, 'Hi, Sipho!');
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
