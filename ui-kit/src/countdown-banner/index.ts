export {
  CountdownBanner,
  describeRemaining,
  splitRemaining,
  type CountdownBannerProps,
  type CountdownParts,
} from './countdown-banner';
