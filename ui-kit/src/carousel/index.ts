export { Carousel, type CarouselProps } from './carousel';
export { BannerCarousel, type BannerCarouselProps } from './banner-carousel';
