// What a designer or an importing team needs beside the props: what each component is for, when to
// reach for something else, how it behaves for keyboard and screen-reader users, the state attributes
// it exposes for styling (React Aria's meanings), and whether its API is settled. Shown at the top of
// each component's docs page (.storybook/component-docs-page.tsx), keyed by the story title's last part.

export type ComponentStatus = 'stable' | 'beta';

export interface ComponentGuide {
  status: ComponentStatus;
  purpose: string;
  whenNotToUse: string;
  keyboard: string;
  stateAttributes: string;
}

export const COMPONENT_GUIDE: Record<string, ComponentGuide> = {
  Badge: {
    status: 'stable',
    purpose: 'A short label on a product or a row: Sale, New, Team buy, an order status.',
    whenNotToUse: 'Not for actions (use Button) or for counts that change while the user watches (announce those with a live region).',
    keyboard: 'Not focusable; read as plain text in place.',
    stateAttributes: '`data-variant` (its tone) and `data-emphasis`.',
  },
  Button: {
    status: 'stable',
    purpose: 'The one action of a form or a card: primary for the main action of a screen, outline and ghost for the others, danger for what cannot be undone.',
    whenNotToUse: 'Not to go to another page (use a link, or `asChild` with a link); not for an icon alone (use IconButton, which requires a label).',
    keyboard: 'Tab reaches it; Enter and Space press it. A toggle (`aria-pressed`) is read as "toggle button, pressed/not pressed".',
    stateAttributes: '`data-hovered`, `data-focus-visible` (keyboard focus), `data-pressed` while being pressed, `data-selected` while a toggle is on.',
  },
  Card: {
    status: 'stable',
    purpose: 'Groups related content on a surface: a tile, a store, a step of checkout. Compose CardHeader, CardTitle, CardDescription, CardAction, CardContent and CardFooter.',
    whenNotToUse: 'Not around a single line of text, and not nested in another card: use spacing or a divider.',
    keyboard: 'Not focusable itself; an interactive card shows the focus of the link inside it. With a CardTitle it is a named region (as a section) or group.',
    stateAttributes: '`data-interactive`; hover and focus show through CSS, so Card works in server components.',
  },
  Carousel: {
    status: 'beta',
    purpose: 'A row of products or banners that scrolls sideways, with buttons to move and a pause for rotation.',
    whenNotToUse: 'Not for content every shopper must see (put it in the page) and not for more than about ten items.',
    keyboard: 'Previous/next buttons in the tab order; rotation pauses while focus or the mouse is inside, and has its own pause button.',
    stateAttributes: 'Root `data-at-start`, `data-at-end`; BannerCarousel root `data-rotation="playing" | "paused"`, slides `data-state="active" | "inactive"`.',
  },
  CartSummary: {
    status: 'stable',
    purpose: 'The subtotal, delivery, VAT and total of a cart or an order, in the app\'s money format.',
    whenNotToUse: 'Not to compute money: pass the figures from the shop\'s pricing rules.',
    keyboard: 'A named region; figures are read as label and amount pairs.',
    stateAttributes: 'None.',
  },
  ChatWidget: {
    status: 'beta',
    purpose: 'A scripted shopping assistant in a panel at the corner of the page.',
    whenNotToUse: 'Not for support that needs a person or an order lookup; not on checkout, where it distracts.',
    keyboard: 'The launcher opens the panel and focuses the message box; Escape minimises it back to the launcher. New messages are announced through a live region.',
    stateAttributes: 'Root `data-state="open" | "closed"`, `data-placement`; panel `data-typing` while the bot types.',
  },
  CountdownBanner: {
    status: 'beta',
    purpose: 'The time left in a sale, in a banner at the top of a page.',
    whenNotToUse: 'Not for a deadline that is not real, and not more than one per page.',
    keyboard: 'Not focusable; the time is read on demand, not announced every second.',
    stateAttributes: '`data-state="running" | "expired"`.',
  },
  DropdownMenu: {
    status: 'stable',
    purpose: 'A short list of actions behind a button: the account menu.',
    whenNotToUse: 'Not to choose a value (use Select) or for navigation a shopper needs often (show the links).',
    keyboard: 'Enter, Space or Arrow Down opens it; arrows move, Enter picks, Escape closes and returns focus (Radix).',
    stateAttributes: '`data-state="open" | "closed"`; items `data-highlighted`, `data-disabled`.',
  },
  EmptyState: {
    status: 'stable',
    purpose: 'What an empty cart, wishlist or search shows: what happened and the next step.',
    whenNotToUse: 'Not for errors that need a retry (say what failed and offer the retry).',
    keyboard: 'Its title is a heading; its action is a normal button or link.',
    stateAttributes: 'None.',
  },
  Field: {
    status: 'stable',
    purpose: 'A form field\'s label, description, control and error, wired together (`aria-describedby`, `aria-invalid`).',
    whenNotToUse: 'Not without a visible label; not for a group of radios (use a fieldset).',
    keyboard: 'The label focuses the control; the error is read with the control and announced when it appears.',
    stateAttributes: '`data-invalid` on the field while an error shows; `aria-invalid` and `required` on the control; `[readonly]` fields look read-only.',
  },
  Icons: {
    status: 'beta',
    purpose: 'The icons the kit and the shop draw (`@nexus-za/ui-kit/icons`): lucide\'s shapes and names, without lucide\'s runtime; each a file of its own, so an app ships only those it draws.',
    whenNotToUse: 'Not as the only content of a control (use IconButton, which requires a label), and not for an icon that is not in the set: add its lucide name to `ui-kit/scripts/icons.mjs` and run `npm run icons --workspace ui-kit`.',
    keyboard: 'Not focusable. Decorative (`aria-hidden="true"`) unless given a `role`, `title` or `aria-*` attribute: label the control around it instead.',
    stateAttributes: 'None; `size`, `strokeWidth` and `className` (the colour is the text colour).',
  },
  IconButton: {
    status: 'stable',
    purpose: 'An action shown as an icon alone: close, wishlist heart, carousel arrows. Its `label` is required.',
    whenNotToUse: 'Not where the icon\'s meaning is unclear; use a Button with text.',
    keyboard: 'As Button; its name is its label (also a tooltip). With `pressed` it is a toggle.',
    stateAttributes: '`data-hovered`, `data-focus-visible`, `data-pressed` while being pressed, `data-selected` and `data-state="on"` while on.',
  },
  MoneyFormatProvider: {
    status: 'stable',
    purpose: 'Gives every kit component below it the shop\'s money format (rand by default).',
    whenNotToUse: 'Not to convert currencies: it only writes amounts.',
    keyboard: 'Renders nothing of its own.',
    stateAttributes: 'None.',
  },
  NativeSelect: {
    status: 'stable',
    purpose: "The browser's own select, drawn like the kit's fields, with Field's label, description and error: the platform's picker on a phone, nothing to load.",
    whenNotToUse: 'Not when an option needs more than text (an image, a second line): use Select. Not for two or three choices that fit on screen: use radios.',
    keyboard: "The browser's own: arrow keys change the choice, typing a letter jumps to it, Alt+Down (Space on macOS) opens the list.",
    stateAttributes: '`aria-invalid` and `required` on the select; `data-invalid` on the field wrapper. Hover and focus are CSS.',
  },
  Popover: {
    status: 'stable',
    purpose: 'A small panel anchored to a control: delivery area, a short explanation.',
    whenNotToUse: 'Not for a task with several steps (use a dialog) or for a hint on hover only.',
    keyboard: 'Opens from its trigger, focus moves in, Escape closes and returns focus (Radix).',
    stateAttributes: '`data-state="open" | "closed"`, `data-side`, `data-align`.',
  },
  Price: {
    status: 'stable',
    purpose: 'A price, and the price it was when reduced. A server component.',
    whenNotToUse: 'Not for totals with labels (CartSummary) or for amounts in running text (write the amount).',
    keyboard: 'Screen readers hear "Now R 999 Was R 1 299": the strike-through is given words.',
    stateAttributes: '`data-discounted` when there is a higher `was` price.',
  },
  ProductBuyBox: {
    status: 'beta',
    purpose: 'The buying part of a product page or quick view: price, stock, quantity, Add to Cart and the wishlist heart (Individual Purchase), and team price, team progress, Join Team and share links (Team Buy). Compose ProductBuyBoxRoot (product, shared quantity, stock), ProductBuyBoxTabs, ProductBuyBoxIndividual, ProductBuyBoxPrice, ProductBuyBoxStock, ProductBuyBoxActions, ProductBuyBoxQuantity, ProductBuyBoxAddToCart, ProductBuyBoxWishlist, ProductBuyBoxTeam and ProductBuyBoxShare; `<ProductBuyBox ... />` is all of them in the kit\'s layout. Its own entry (`@nexus-za/ui-kit/product-buy-box`) loads no dialog code.',
    whenNotToUse: 'Not in a grid of products (use ProductCard); not for a dialog of its own (use ProductModal, which holds the same parts). Keep every part inside one ProductBuyBoxRoot, a second Add to Cart (a sticky bar) too, so that both add the same quantity.',
    keyboard: 'The tabs are Radix Tabs: Tab reaches the selected tab, the arrow keys move between Individual Purchase and Team Buy. Quantity buttons, Add to Cart and the heart are buttons named after the product where needed ("Increase quantity of …", "Add … to wishlist"); the heart is a toggle (`aria-pressed`). Share links say "Opens in a new window"; the team and Copy link results are announced (`role="status"`). No motion of its own.',
    stateAttributes: 'Root `data-stock`, `data-copied`, `data-copy-failed` (the all-in-one box adds `data-team-complete` and `data-wishlisted`); tabs and panels `data-state="active" | "inactive"`; Team Buy panel `data-team-complete`; heart `data-selected`; Add to Cart `disabled` while out of stock.',
  },
  ProductCard: {
    status: 'stable',
    purpose: 'A product in a grid or list: image, name, price, label, wishlist heart and add to cart.',
    whenNotToUse: 'Not for a product\'s own page (use ProductMedia and ProductBuyBox).',
    keyboard: 'Its name is the link that opens it (the whole card is clickable); the heart and add to cart are separate buttons.',
    stateAttributes: '`data-variant`, `data-density`, `data-wishlisted`, `data-stock` (with a `stock` prop; out of stock disables Add to Cart); image `data-fallback`; heart `aria-pressed` and `data-selected`.',
  },
  ProductImage: {
    status: 'stable',
    purpose: 'A product photo that never shows a broken image.',
    whenNotToUse: 'Not for decorative images (use an img with empty alt).',
    keyboard: 'An image named by its alt, or "Product image not available".',
    stateAttributes: '`data-fallback` once the source failed.',
  },
  ProductModal: {
    status: 'beta',
    purpose: 'Quick view of a product in a dialog, with the same buy box a product page shows.',
    whenNotToUse: 'Not as the only way to a product: keep a product page with its own URL.',
    keyboard: 'Focus is trapped inside; Escape and Close close it and return focus; arrow keys move between the tabs.',
    stateAttributes: '`data-state`; buy box `data-team-complete`, `data-wishlisted`, `data-copied`, `data-stock` (with a `stock` prop); heart `data-selected`.',
  },
  QuantityStepper: {
    status: 'stable',
    purpose: 'Changes a quantity by one, within limits.',
    whenNotToUse: 'Not for large numbers (use a number field).',
    keyboard: 'Decrease and increase are buttons named with the product; the value is announced as it changes.',
    stateAttributes: '`data-at-min`, `data-at-max`.',
  },
  Rating: {
    status: 'stable',
    purpose: 'A product\'s average rating as stars, read as "4.5 out of 5 stars".',
    whenNotToUse: 'Not as an input for a review.',
    keyboard: 'An image with its rating as its name.',
    stateAttributes: '`data-value`, the shown value rounded to half stars.',
  },
  Select: {
    status: 'stable',
    purpose: 'Choose one value from a list: sort order, province.',
    whenNotToUse: 'Not for two or three options (use radios) or for actions (DropdownMenu).',
    keyboard: 'Arrows, Home/End and type-ahead move; Enter or Space picks; Escape closes (Radix).',
    stateAttributes: 'Trigger `data-hovered`, `data-focus-visible`, `data-state`, `data-placeholder`; items `data-highlighted`, `data-state="checked"`.',
  },
  Sheet: {
    status: 'beta',
    purpose: 'A panel that slides in from the bottom of a phone (or the right edge of a wider screen) over the page: filters and sort behind one button, a short form beside what it changes. Compose SheetTrigger, SheetContent (`side`), SheetHeader, SheetTitle, SheetDescription, SheetFooter and SheetClose.',
    whenNotToUse: 'Not for a product\'s details (use ProductModal) or a small hint anchored to a control (use Popover); not for content the page needs on every visit, which belongs in the page; not as the only way to filters on a wide screen, where they can stay beside the results.',
    keyboard: 'A modal dialog named by its SheetTitle (Radix): focus moves to its close button, Tab stays inside, Escape closes it (also when a toast raised from inside is above it) and focus returns to whatever opened it, a SheetTrigger or a button of your own. The slide is skipped with `prefers-reduced-motion: reduce`.',
    stateAttributes: '`data-state="open" | "closed"` on the panel, the backdrop and a trigger; `data-side="bottom" | "right"` on the panel.',
  },
  SpinWheel: {
    status: 'beta',
    purpose: 'The Spin & Win prize wheel in a dialog, with the prize and its coupon.',
    whenNotToUse: 'Not for anything a shopper must do to buy.',
    keyboard: 'Spin is a button; the result is announced; the wheel stops at once for reduced motion.',
    stateAttributes: 'Content and close button `data-busy` while a spin is under way; face `data-turning` while it turns; content `data-result="won" | "lost"`, `data-motion="full" | "reduced"`; spin button `data-state="ready" | "spinning" | "spent"`.',
  },
  Spinner: {
    status: 'stable',
    purpose: 'Shows that something is loading, with a name for screen readers.',
    whenNotToUse: 'Not for loads longer than a few seconds (show progress or a skeleton).',
    keyboard: 'A status with its label; dotted and still for reduced motion.',
    stateAttributes: 'None.',
  },
  StockStatus: {
    status: 'beta',
    purpose: 'One line saying whether a product can be bought: "In stock", "Only 3 left", "Out of stock", with a coloured dot.',
    whenNotToUse: 'Not to decide what can be bought (the app and its server decide; pass the state and the words), and not for order statuses (use Badge).',
    keyboard: 'Not focusable; read as plain text in place. The dot is decoration: the words carry the meaning.',
    stateAttributes: '`data-state="in-stock" | "low-stock" | "out-of-stock"`.',
  },
  TeamProgress: {
    status: 'beta',
    purpose: 'How many members a team buy has and the time left.',
    whenNotToUse: 'Outside team buying.',
    keyboard: 'A progress bar named by its count; completion is announced.',
    stateAttributes: '`data-complete`, `data-expired`.',
  },
  Toast: {
    status: 'stable',
    purpose: 'A short message after an action: added to cart, removed from wishlist, failed to load.',
    whenNotToUse: 'Not for errors a user must act on in a form (show them at the field).',
    keyboard: 'Announced through a live region; F8 moves focus to the toasts; each has a Dismiss button.',
    stateAttributes: '`data-state="open" | "closed"` and `data-swipe` (Radix).',
  },
  useCopyToClipboard: {
    status: 'stable',
    purpose: 'Copies text and reports copied or failed, for a "Copy link" button.',
    whenNotToUse: 'Not without telling the user the outcome.',
    keyboard: 'A hook: the button that uses it announces the outcome.',
    stateAttributes: 'The hook returns `copied` and `failed`; the buy box shows them as `data-copied`, `data-copy-failed`.',
  },
};
