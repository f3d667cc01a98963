// Shared contract of every ui-kit component (the way Mantine tests each of its components): it renders
// with only its required props, puts a caller's `className` on its root, names itself in React
// DevTools, and passes axe. Component-specific behaviour lives in each component's own test file.
import axe from 'axe-core';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Badge } from '../../ui-kit/src/badge';
import { Button } from '../../ui-kit/src/button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui-kit/src/card';
import { BannerCarousel, Carousel } from '../../ui-kit/src/carousel';
import { CartSummary } from '../../ui-kit/src/cart-summary';
import {
  ChatWidget,
  ChatWidgetComposer,
  ChatWidgetLauncher,
  ChatWidgetLog,
  ChatWidgetPanel,
  ChatWidgetReplies,
  ChatWidgetRoot,
  ChatWidgetTeaser,
  type ChatScript,
} from '../../ui-kit/src/chat-widget';
import { CountdownBanner } from '../../ui-kit/src/countdown-banner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui-kit/src/dropdown-menu';
import { EmptyState } from '../../ui-kit/src/empty-state';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel, Input, NativeSelect, NumberField } from '../../ui-kit/src/field';
import { IconButton } from '../../ui-kit/src/icon-button';
import { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from '../../ui-kit/src/popover';
import { Price } from '../../ui-kit/src/price';
import { Money, MoneyFormatProvider } from '../../ui-kit/src/money-format';
import { ProductCard, type ProductCardProduct } from '../../ui-kit/src/product-card';
import { ProductImage } from '../../ui-kit/src/product-image';
import {
  ProductBuyBox,
  ProductBuyBoxActions,
  ProductBuyBoxAddToCart,
  ProductBuyBoxIndividual,
  ProductBuyBoxPrice,
  ProductBuyBoxQuantity,
  ProductBuyBoxRoot,
  ProductBuyBoxShare,
  ProductBuyBoxStock,
  ProductBuyBoxTabs,
  ProductBuyBoxTeam,
  ProductBuyBoxTeamContent,
  ProductBuyBoxTeamPanel,
  ProductBuyBoxWishlist,
  ProductMedia,
  ProductSpecs,
} from '../../ui-kit/src/product-buy-box';
import {
  ProductModal,
  ProductModalBuyBox,
  ProductModalClose,
  ProductModalContent,
  ProductModalDescription,
  ProductModalMedia,
  ProductModalRoot,
  ProductModalTitle,
  ProductModalTrigger,
} from '../../ui-kit/src/product-modal';
import { QuantityStepper } from '../../ui-kit/src/quantity-stepper';
import { Rating } from '../../ui-kit/src/rating';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '../../ui-kit/src/select';
import {
  SpinWheel,
  SpinWheelClose,
  SpinWheelContent,
  SpinWheelCoupon,
  SpinWheelDescription,
  SpinWheelFace,
  SpinWheelResult,
  SpinWheelRoot,
  SpinWheelSpinButton,
  SpinWheelTitle,
  SpinWheelTrigger,
} from '../../ui-kit/src/spin-wheel';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../ui-kit/src/sheet';
import { Spinner } from '../../ui-kit/src/spinner';
import { StockStatus } from '../../ui-kit/src/stock-status';
import { TeamProgress } from '../../ui-kit/src/team-progress';
import { ToastProvider, useToast } from '../../ui-kit/src/toast';


const NOW = Date.UTC(2026, 10, 23, 10, 0);
const CLASS = 'contract-class-name';
const noop = () => undefined;

const PRODUCT: ProductCardProduct = {
  id: 13,
  name: 'Sony WH-1000XM5 Headphones',
  description: 'Noise cancelling over-ear headphones with 30 hours of battery.',
  price: 7_999_00,
  image: '/storefront/public/images/products/sony-wh-1000xm5.svg',
  imageAlt: 'Sony WH-1000XM5 Headphones, product illustration',
};

const SCRIPT: ChatScript = {
  start: 'hello',
  nodes: {
    hello: { id: 'hello', messages: ['Hi! I am Linda.'], options: [{ label: 'Delivery', next: 'delivery' }] },
    delivery: { id: 'delivery', messages: ['Delivery takes 3 days.'], end: true },
  },
  fallback: ['Sorry, I did not catch that.'],
};

function ShowToastOnMount() {
  const { toast } = useToast();
  React.useEffect(() => {
    toast({ title: 'Added to cart', type: 'success' });
  }, [toast]);
  return null;
}

interface ContractCase {
  /** The component's displayName, also the row's name. */
  name: string;
  component: { displayName?: string };
  /** Renders it with its required props only, passing `className` where it takes one. */
  element: (className: string) => React.ReactElement;
  /** What a user finds once it has rendered. */
  find: () => Locator;
  /** The element the caller's className must land on; null when the component takes no className. */
  classTarget: string | null;
  /** The parts of a compound component that this row renders with it (each is checked for a displayName). */
  parts?: { displayName?: string }[];
}

const CASES: ContractCase[] = [
  {
    name: 'Badge',
    component: Badge,
    element: (className) => <Badge className={className}>Sale</Badge>,
    find: () => page.getByText('Sale', { exact: true }),
    classTarget: '[data-slot="badge"]',
  },
  {
    name: 'Button',
    component: Button,
    element: (className) => <Button className={className}>Pay Now</Button>,
    find: () => page.getByRole('button', { name: 'Pay Now' }),
    classTarget: '[data-slot="button"]',
  },
  {
    name: 'IconButton',
    component: IconButton,
    element: (className) => (
      <IconButton label="Add to wishlist" className={className}>
        <svg viewBox="0 0 24 24" />
      </IconButton>
    ),
    find: () => page.getByRole('button', { name: 'Add to wishlist' }),
    classTarget: '[data-slot="icon-button"]',
  },
  {
    name: 'Spinner',
    component: Spinner,
    element: (className) => <Spinner className={className} />,
    find: () => page.getByRole('status'),
    classTarget: '[data-slot="spinner"]',
  },
  {
    name: 'EmptyState',
    component: EmptyState,
    element: (className) => <EmptyState title="Your cart is empty" className={className} />,
    find: () => page.getByRole('heading', { name: 'Your cart is empty' }),
    classTarget: '[data-slot="empty-state"]',
  },
  {
    name: 'Input',
    component: Input,
    // `className` styles the input itself (`fieldClassName` the wrapper), as shadcn/ui's Input does.
    element: (className) => <Input label="Email" className={className} />,
    find: () => page.getByRole('textbox', { name: 'Email' }),
    classTarget: '[data-slot="input"]',
  },
  {
    name: 'NumberField',
    component: NumberField,
    element: (className) => <NumberField label="Quantity" value={1} onValueChange={noop} className={className} />,
    find: () => page.getByRole('spinbutton', { name: 'Quantity' }),
    classTarget: '[data-slot="number-field"]',
  },
  {
    name: 'NativeSelect',
    component: NativeSelect,
    // `className` styles the select itself (`fieldClassName` the wrapper), as Input does.
    element: (className) => (
      <NativeSelect label="Sort by" defaultValue="featured" className={className}>
        <option value="featured">Featured</option>
        <option value="price">Price</option>
      </NativeSelect>
    ),
    find: () => page.getByRole('combobox', { name: 'Sort by' }),
    classTarget: '[data-slot="native-select"]',
  },
  {
    name: 'Rating',
    component: Rating,
    element: (className) => <Rating value={4} className={className} />,
    find: () => page.getByRole('img', { name: '4 out of 5 stars' }),
    classTarget: '[data-slot="rating"]',
  },
  {
    name: 'StockStatus',
    component: StockStatus,
    element: (className) => <StockStatus state="low-stock" label="Only 3 left" className={className} />,
    find: () => page.getByText('Only 3 left'),
    classTarget: '[data-slot="stock-status"]',
  },
  {
    name: 'QuantityStepper',
    component: QuantityStepper,
    element: (className) => (
      <QuantityStepper value={1} onValueChange={noop} itemName={PRODUCT.name} className={className} />
    ),
    find: () => page.getByRole('group', { name: `Quantity of ${PRODUCT.name}` }),
    classTarget: '[data-slot="quantity-stepper"]',
  },
  {
    name: 'ProductCard',
    component: ProductCard,
    element: (className) => <ProductCard product={PRODUCT} className={className} />,
    find: () => page.getByRole('article', { name: PRODUCT.name }),
    classTarget: '[data-slot="product-card"]',
  },
  {
    name: 'ProductBuyBox',
    component: ProductBuyBox,
    // The all-in-one box is these parts composed, each rendered here (the heart and the stock line with their props).
    parts: [
      ProductBuyBoxRoot,
      ProductBuyBoxTabs,
      ProductBuyBoxIndividual,
      ProductBuyBoxPrice,
      ProductBuyBoxStock,
      ProductBuyBoxActions,
      ProductBuyBoxQuantity,
      ProductBuyBoxAddToCart,
      ProductBuyBoxWishlist,
      // ProductBuyBoxTeam is these two: the panel (its tab's content slot) and what fills it.
      ProductBuyBoxTeam,
      ProductBuyBoxTeamPanel,
      ProductBuyBoxTeamContent,
      ProductBuyBoxShare,
    ],
    element: (className) => (
      <ProductBuyBox
        product={PRODUCT}
        stock={{ state: 'in-stock', label: 'In stock' }}
        onWishlistToggle={noop}
        onAddToCart={noop}
        teamPrice={4_799_40}
        teamMembers={1}
        onJoinTeam={noop}
        shareUrl="https://nexus.example/product/13"
        className={className}
      />
    ),
    find: () => page.getByRole('tablist', { name: 'Ways to buy' }),
    classTarget: '[data-slot="product-buy-box"]',
  },
  {
    name: 'ProductMedia',
    component: ProductMedia,
    element: (className) => <ProductMedia product={PRODUCT} className={className} />,
    find: () => page.getByRole('img', { name: PRODUCT.imageAlt }),
    classTarget: '[data-slot="product-media"]',
  },
  {
    name: 'ProductSpecs',
    component: ProductSpecs,
    element: (className) => <ProductSpecs specs={[{ label: 'Battery', value: 'Up to 30 hours' }]} className={className} />,
    find: () => page.getByRole('region', { name: 'Specifications' }),
    classTarget: '[data-slot="product-specs"]',
  },
  {
    name: 'CartSummary',
    component: CartSummary,
    element: (className) => (
      <CartSummary
        totals={{ subtotal: 7_999_00, shipping: 0, vat: 1_043_35, total: 7_999_00, vatMode: 'inclusive', itemCount: 1 }}
        className={className}
      />
    ),
    find: () => page.getByRole('region', { name: 'Order Summary' }),
    classTarget: '[data-slot="cart-summary"]',
  },
  {
    name: 'ToastProvider',
    component: ToastProvider,
    element: () => (
      <ToastProvider>
        <ShowToastOnMount />
      </ToastProvider>
    ),
    find: () => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem'),
    classTarget: null,
  },
  {
    name: 'ProductModal',
    component: ProductModal,
    // The all-in-one dialog is these parts composed; the trigger is what a team adds of its own.
    parts: [
      ProductModalRoot,
      ProductModalTrigger,
      ProductModalContent,
      ProductModalClose,
      ProductModalTitle,
      ProductModalDescription,
      ProductModalMedia,
      ProductModalBuyBox,
    ],
    element: (className) => (
      <ProductModal
        open
        onOpenChange={noop}
        product={PRODUCT}
        onAddToCart={noop}
        teamPrice={4_799_40}
        teamMembers={1}
        onJoinTeam={noop}
        shareUrl="https://nexus.example/product/13"
        className={className}
      />
    ),
    find: () => page.getByRole('dialog', { name: PRODUCT.name }),
    classTarget: '[data-slot="product-modal"]',
  },
  {
    name: 'SpinWheel',
    component: SpinWheel,
    // The all-in-one wheel is these parts put together (all but the Trigger, which its story shows).
    parts: [
      SpinWheelRoot,
      SpinWheelTrigger,
      SpinWheelContent,
      SpinWheelTitle,
      SpinWheelDescription,
      SpinWheelClose,
      SpinWheelFace,
      SpinWheelSpinButton,
      SpinWheelResult,
      SpinWheelCoupon,
    ],
    element: (className) => (
      <SpinWheel
        open
        onOpenChange={noop}
        segments={[{ label: 'Try Again' }, { label: 'R500', isWin: true }, { label: 'R1000', isWin: true }, { label: 'R2000', isWin: true }]}
        result={2}
        coupon="NEXUS-7K2Q9XPL"
        className={className}
      />
    ),
    find: () => page.getByRole('dialog', { name: 'Prize wheel' }),
    classTarget: '[data-slot="spin-wheel"]',
  },
  {
    name: 'CountdownBanner',
    component: CountdownBanner,
    element: (className) => (
      <CountdownBanner durationMs={29_174_000} code="FLASH30" message="Extra 15% off" now={() => 0} className={className} />
    ),
    find: () => page.getByRole('region', { name: 'Flash Sale' }),
    classTarget: '[data-slot="countdown-banner"]',
  },
  {
    name: 'ChatWidget',
    component: ChatWidget,
    // Open, so that axe sees the panel and not only the launcher.
    element: (className) => <ChatWidget script={SCRIPT} defaultOpen typingDelayMs={0} className={className} />,
    find: () => page.getByRole('dialog', { name: 'Chat with Assistant' }),
    classTarget: '[data-slot="chat-widget"]',
    parts: [ChatWidgetRoot, ChatWidgetPanel, ChatWidgetLog, ChatWidgetReplies, ChatWidgetComposer, ChatWidgetTeaser, ChatWidgetLauncher],
  },
  {
    name: 'Carousel',
    component: Carousel,
    element: (className) => (
      <Carousel aria-label="Top deals" className={className}>
        <p>Slide one</p>
        <p>Slide two</p>
      </Carousel>
    ),
    find: () => page.getByRole('region', { name: 'Top deals' }),
    classTarget: '[data-slot="carousel"]',
  },
  {
    name: 'BannerCarousel',
    component: BannerCarousel,
    element: (className) => (
      <BannerCarousel aria-label="Featured offers" autoPlay={false} className={className}>
        <p>Laptops from R 7 999</p>
        <p>Free delivery over R 1 000</p>
      </BannerCarousel>
    ),
    find: () => page.getByRole('region', { name: 'Featured offers' }),
    classTarget: '[data-slot="banner-carousel"]',
  },
  {
    name: 'Card',
    component: Card,
    parts: [CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter],
    // A section card is a region named by its title.
    element: (className) => (
      <Card asChild padding="md" className={className}>
        <section>
          <CardHeader>
            <CardTitle>Delivery</CardTitle>
            <CardDescription>Where we bring your order</CardDescription>
            <CardAction>
              <a href="#edit">Edit</a>
            </CardAction>
          </CardHeader>
          <CardContent>Free delivery over R 1 000</CardContent>
          <CardFooter>
            <button type="button">Use this address</button>
          </CardFooter>
        </section>
      </Card>
    ),
    find: () => page.getByRole('region', { name: 'Delivery' }),
    classTarget: '[data-slot="card"]',
  },
  {
    name: 'Price',
    component: Price,
    element: (className) => <Price amount={6_999_00} was={7_999_00} className={className} />,
    find: () => page.getByText('Was R 7 999'),
    classTarget: '[data-slot="price"]',
  },
  {
    name: 'MoneyFormatProvider',
    component: MoneyFormatProvider,
    // The app's money format reaches the kit's components below it.
    element: () => (
      <MoneyFormatProvider format={(cents) => `ZAR ${String(cents / 100)}`}>
        <Price amount={6_999_00} />
      </MoneyFormatProvider>
    ),
    find: () => page.getByText('ZAR 6999'),
    classTarget: null,
  },
  {
    name: 'Money',
    component: Money,
    // Only text: the amount in the app's format (rand without a provider).
    element: () => (
      <p>
        <Money cents={1_299_00} />
      </p>
    ),
    find: () => page.getByText('R 1 299'),
    classTarget: null,
  },
  {
    name: 'TeamProgress',
    component: TeamProgress,
    element: (className) => (
      <TeamProgress members={2} memberNames={['Ayanda', 'Pieter']} expiresAt={NOW + 90 * 60_000} now={NOW} className={className} />
    ),
    find: () => page.getByRole('progressbar', { name: 'Team members' }),
    classTarget: '[data-slot="team-progress"]',
  },
  {
    name: 'ProductImage',
    component: ProductImage,
    element: (className) => <ProductImage src={PRODUCT.image} alt={PRODUCT.imageAlt} width={400} height={300} className={className} />,
    find: () => page.getByRole('img', { name: PRODUCT.imageAlt }),
    classTarget: '[data-slot="product-image"]',
  },
  {
    name: 'Field',
    component: Field,
    parts: [FieldLabel, FieldDescription, FieldControl, FieldError],
    element: (className) => (
      <Field required className={className}>
        <FieldLabel>Phone</FieldLabel>
        <FieldDescription>We call only about the delivery.</FieldDescription>
        <FieldControl>
          <input type="tel" />
        </FieldControl>
        <FieldError>Enter a South African number</FieldError>
      </Field>
    ),
    find: () => page.getByRole('textbox', { name: 'Phone' }),
    classTarget: '[data-slot="field"]',
  },
  {
    name: 'Select',
    component: Select,
    parts: [SelectTrigger, SelectValue, SelectContent, SelectGroup, SelectLabel, SelectItem, SelectSeparator],
    // Closed: while open, Radix hides the rest of the page (the trigger included) from assistive
    // technology, so axe is run on the open listbox in its story and in primitives.test.tsx.
    element: (className) => (
      <Select defaultValue="featured">
        <SelectTrigger aria-label="Sort by" className={className}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent portal={false}>
          <SelectGroup>
            <SelectLabel>Order</SelectLabel>
            <SelectItem value="featured">Featured</SelectItem>
            <SelectItem value="price-asc">Price: Low to High</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectItem value="name">Name</SelectItem>
        </SelectContent>
      </Select>
    ),
    find: () => page.getByRole('combobox', { name: 'Sort by' }),
    classTarget: '[data-slot="select-trigger"]',
  },
  {
    name: 'DropdownMenu',
    component: DropdownMenu,
    parts: [DropdownMenuTrigger, DropdownMenuContent, DropdownMenuGroup, DropdownMenuLabel, DropdownMenuItem, DropdownMenuSeparator],
    element: (className) => (
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger>Account</DropdownMenuTrigger>
        <DropdownMenuContent portal={false} className={className}>
          <DropdownMenuLabel>thandi@example.co.za</DropdownMenuLabel>
          <DropdownMenuGroup>
            <DropdownMenuItem>My Orders</DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger">Sign Out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ),
    find: () => page.getByRole('menu', { name: 'Account' }),
    classTarget: '[data-slot="dropdown-menu-content"]',
  },
  {
    name: 'Sheet',
    component: Sheet,
    parts: [SheetTrigger, SheetContent, SheetHeader, SheetTitle, SheetDescription, SheetFooter, SheetClose],
    element: (className) => (
      <Sheet defaultOpen>
        <SheetTrigger>Filter &amp; sort</SheetTrigger>
        <SheetContent className={className}>
          <SheetHeader>
            <SheetTitle>Filter &amp; sort</SheetTitle>
            <SheetDescription>The results update as you choose.</SheetDescription>
          </SheetHeader>
          <SheetFooter>
            <SheetClose>Show 6 results</SheetClose>
          </SheetFooter>
        </SheetContent>
      </Sheet>
    ),
    find: () => page.getByRole('dialog', { name: 'Filter & sort' }),
    classTarget: '[data-slot="sheet-content"]',
  },
  {
    name: 'Popover',
    component: Popover,
    parts: [PopoverTrigger, PopoverContent, PopoverAnchor, PopoverClose],
    element: (className) => (
      <Popover defaultOpen>
        <PopoverAnchor asChild>
          <p>Delivery to 2196</p>
        </PopoverAnchor>
        <PopoverTrigger>Change</PopoverTrigger>
        <PopoverContent portal={false} aria-label="Delivery area" className={className}>
          <p>We deliver in South Africa only.</p>
          <PopoverClose>Done</PopoverClose>
        </PopoverContent>
      </Popover>
    ),
    find: () => page.getByRole('dialog', { name: 'Delivery area' }),
    classTarget: '[data-slot="popover-content"]',
  },
];

/** axe's findings, one line each, so a failure says what is wrong and where. */
async function axeViolations(context: Element): Promise<string[]> {
  const results = await axe.run(context, { resultTypes: ['violations'] });
  // A context axe could not look into (hidden, detached) passes trivially; that must not count.
  if (results.passes.length === 0) throw new Error('axe checked nothing');
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} (${node.target.join(' ')})`),
  );
}

describe('ui-kit component contract', () => {
  it('covers every component the kit exports', () => {
    // The icons (ui-kit/src/icons) are checked against lucide's SVG in tests/unit/icons.test.ts and shown in their story.
    const entries = import.meta.glob<Record<string, unknown>>(['../../ui-kit/src/*/index.ts', '!../../ui-kit/src/icons/index.ts'], { eager: true });
    const components = Object.values(entries)
      .flatMap((entry) => Object.entries(entry))
      .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function')
      .map(([name]) => name);
    const covered = CASES.flatMap((row) => [row.name, ...(row.parts ?? []).map((part) => part.displayName ?? '?')]);
    expect(covered.sort()).toEqual([...new Set(components)].sort());
  });

  it('has an axe check that finds real problems', async () => {
    const screen = await render(
      <div>
        <button type="button" className="text-surface-muted">
          <svg viewBox="0 0 24 24" />
        </button>
        <p className="bg-white text-surface-sunken">Barely visible</p>
      </div>,
    );
    const found = (await axeViolations(screen.container)).map((line) => line.split(':')[0]);
    expect(found).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  });

  describe.each(CASES)('$name', ({ name, component, element, find, classTarget, parts = [] }) => {
    it('renders with only its required props', async () => {
      await render(element(CLASS));
      await expect.element(find()).toBeVisible();
    });

    it.runIf(classTarget !== null)('puts a caller className on its root, keeping its own classes', async () => {
      await render(element(CLASS));
      await expect.element(find()).toBeVisible();
      const target = document.querySelector(classTarget ?? '');
      expect(target, classTarget ?? '').not.toBeNull();
      expect(target?.classList.contains(CLASS)).toBe(true);
      expect(target?.classList.length).toBeGreaterThan(1);
    });

    it('has a displayName for React DevTools', () => {
      expect(component.displayName).toBe(name);
      for (const part of parts) expect(part.displayName ?? '', 'a part of ' + name).toMatch(new RegExp(`^${name}[A-Z]`));
    });

    it('passes axe', async () => {
      const screen = await render(element(CLASS));
      const found = find();
      await expect.element(found).toBeVisible();
      // Modal dialogs render in a portal outside the test's container; check the dialog itself then.
      const context = screen.container.contains(found.element()) ? screen.container : found.element().closest('[role="dialog"]');
      expect(context, 'where to run axe').not.toBeNull();
      expect(await axeViolations(context ?? document.body)).toEqual([]);
    });
  });
});
