// `npm test` step: the first load of the built storefront must not grow past its budget, and the
// Firebase and Stripe SDKs must stay out of it. The budget is a ratchet just above today's size (the
// bench's target is 90 KB, see tests/perf/results.md): lower it when the first load shrinks; raising
// it is a decision to write down in the change that needs it.
import { existsSync } from 'node:fs';
import { measureStorefront } from './bench/bundle.mjs';

// 155 -> 160 (round 2): every page's header gained the search combobox (its suggestions and index stay
// lazy), and screens keep their canonical link, link-preview tags and JSON-LD current across client
// navigations (~6 KB together). The flash sale's API client loads with its answer, not up front.
// 160 -> 162 (round 2, session 6): the team page now shares ProductImage and a kit chunk with the
// home page's cards, so the bundler ships them as two small files instead of inside main (+0.7 KB of
// per-file overhead, no new code); the one-row phone header and its deferred menu triggers add 0.4 KB
// (the menus' panels and Radix's menu load on the first intent to open one). 162 -> 163: the
// floating dock that groups RESET SPIN, Prize wheel, the cart and Linda, the one persisted-store
// factory and the early-tap replay that tells taps React handled from those it held (~1 KB).
// 163 -> 165 (session 7, each step measured by building its commit): the kit's interaction state
// (data-hovered/data-focus-visible on every Button, IconButton, Select trigger and interactive Card)
// and the home tiles on Card, +0.9 KB; the money format the app gives the kit (MoneyFormatProvider),
// +0.4; label tones and the team words from the domain, +0.3; the assistant's and the sale's words
// passed to the kit, +0.3; moving the test-only link checker out of catalogue/routes.ts let the bundler
// split the catalogue into three more small files, +0.5 of per-file overhead, no new code. Next
// saving in sight: Linda's script and the chat widget (~5 KB) are in the first load though the chat
// starts closed. 165 -> 165.5 (round 3, session 1, measured on the merged build: 165.1 KB): the layers
// straightened (issue 24) give core its own rand formatter, a separate ~0.3 KB chunk beside the kit's
// default one, and the kit's server-component split (issue 29: Price's amounts as a client leaf, press
// state with React Aria's meaning) costs about as much again; the kit's toast region and Linda's chat
// widget (~5 KB, closed at first) are the savings to make next, and the budget goes back to 165 or
// below with them. This is a rise, against the rule that budgets only go down: said so in the notes.
const BUDGET_KB = { firstLoadJsGzip: 165.5, firstLoadCssGzip: 10 };

if (!existsSync('storefront/dist/index.html')) {
  console.error('storefront/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const { firstLoad, firebaseInFirstLoad, stripeInFirstLoad } = measureStorefront();
const problems = [];
if (firstLoad.jsGzipKb > BUDGET_KB.firstLoadJsGzip) {
  problems.push(`first-load JS is ${firstLoad.jsGzipKb.toFixed(1)} KB gzip, over its ${BUDGET_KB.firstLoadJsGzip} KB budget`);
}
if (firstLoad.cssGzipKb > BUDGET_KB.firstLoadCssGzip) {
  problems.push(`first-load CSS is ${firstLoad.cssGzipKb.toFixed(1)} KB gzip, over its ${BUDGET_KB.firstLoadCssGzip} KB budget`);
}
if (firebaseInFirstLoad) problems.push('the Firebase SDK is in the first load; it must load on demand');
if (stripeInFirstLoad) problems.push('Stripe.js is in the first load; it must load on demand');

console.log(
  `First load of /: JS ${firstLoad.jsGzipKb.toFixed(1)} KB gzip (budget ${BUDGET_KB.firstLoadJsGzip}), ` +
    `CSS ${firstLoad.cssGzipKb.toFixed(1)} KB gzip (budget ${BUDGET_KB.firstLoadCssGzip}), ${firstLoad.files.length} files.`,
);
for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
