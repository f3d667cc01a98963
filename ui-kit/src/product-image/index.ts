export { FALLBACK_IMAGE_ALT, ProductImage, type ProductImageProps } from './product-image';
