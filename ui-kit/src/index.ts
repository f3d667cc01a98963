// The whole kit from one import: `import { Button, ProductCard } from '@nexus-za/ui-kit'`. Bundlers drop what an
// app does not use (`sideEffects` lists only CSS), but the per-component entries (`ui-kit/product-card`)
// keep that guarantee even for tools that do not tree-shake, so the docs recommend those.
export { cn } from './lib/cn';
export * from './badge';
export * from './button';
export * from './card';
export * from './carousel';
export * from './cart-summary';
export * from './chat-widget';
export * from './countdown-banner';
export * from './dropdown-menu';
export * from './empty-state';
export * from './field';
export * from './format';
export * from './icons';
export * from './icon-button';
export { Money, MoneyFormatProvider, useMoneyFormat } from './money-format';
export * from './popover';
export * from './price';
export * from './product-buy-box';
export * from './product-card';
export * from './product-image';
export * from './product-modal';
export * from './quantity-stepper';
export * from './rating';
export * from './select';
export * from './sheet';
export * from './spin-wheel';
export * from './spinner';
export * from './stock-status';
export * from './team-progress';
export * from './toast';
export * from './use-copy-to-clipboard';
