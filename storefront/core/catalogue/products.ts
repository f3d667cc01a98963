import type { CategorySlug } from './categories';
import type { ProductLabel } from './labels';

export interface ProductSpec {
  label: string;
  value: string;
}

export interface Product {
  id: number;
  name: string;
  brand: string;
  description: string;
  /** VAT-inclusive price in integer cents, as South African law requires prices to be advertised. */
  price: number;
  /** The price before a reduction, in cents; always above `price` when present. */
  originalPrice?: number;
  label?: ProductLabel;
  category: CategorySlug;
  /** Path under the storefront's public folder, served as-is. */
  image: string;
  imageAlt: string;
  specs: readonly ProductSpec[];
}

/**
 * Every product illustration is a 400 × 400 square. Cards pass it on as the image's width and height,
 * so the browser reserves the right space before the file arrives (no layout shift when it does).
 */
export const PRODUCT_IMAGE_SIZE = { width: 400, height: 400 } as const;

type ProductEntry = Omit<Product, 'image' | 'imageAlt' | 'specs'> & {
  /** File name (without extension) of the product's illustration under /images/products/. */
  imageSlug: string;
  specs: Record<string, string>;
};

function define(entry: ProductEntry): Product {
  const { imageSlug, specs, ...product } = entry;
  return {
    ...product,
    image: `/images/products/${imageSlug}.svg`,
    imageAlt: `${product.name}, product illustration`,
    specs: Object.entries(specs).map(([label, value]) => ({ label, value })),
  };
}

const R = 100;

/** The whole catalogue, ordered by category then by id as the category pages list it. */
export const PRODUCTS: readonly Product[] = [
  // Laptops
  define({
    id: 1, imageSlug: 'macbook-air-m3', brand: 'Apple', category: 'laptops',
    name: 'Apple MacBook Air 13" M3 (8GB, 256GB)',
    description: 'Featherweight 13.6-inch Liquid Retina laptop with the Apple M3 chip and up to 18 hours of battery life.',
    price: 24_999 * R, originalPrice: 26_999 * R, label: 'Sale',
    specs: { Processor: 'Apple M3 8-core', Memory: '8 GB unified', Storage: '256 GB SSD', Display: '13.6" Liquid Retina' },
  }),
  define({
    id: 2, imageSlug: 'lenovo-ideapad-slim-5', brand: 'Lenovo', category: 'laptops',
    name: 'Lenovo IdeaPad Slim 5 14" Ryzen 7',
    description: 'Slim aluminium 14-inch laptop with an AMD Ryzen 7 processor and a bright 1920x1200 OLED screen.',
    price: 14_999 * R, label: 'New',
    specs: { Processor: 'AMD Ryzen 7 8845HS', Memory: '16 GB', Storage: '512 GB SSD', Display: '14" WUXGA OLED' },
  }),
  define({
    id: 3, imageSlug: 'hp-pavilion-15', brand: 'HP', category: 'laptops',
    name: 'HP Pavilion 15 Core i5',
    description: 'Everyday 15.6-inch laptop for study and work, with a full-size keyboard and fast charging.',
    price: 11_499 * R,
    specs: { Processor: 'Intel Core i5-1335U', Memory: '8 GB', Storage: '512 GB SSD', Display: '15.6" FHD IPS' },
  }),
  define({
    id: 4, imageSlug: 'dell-xps-13', brand: 'Dell', category: 'laptops',
    name: 'Dell XPS 13 Core Ultra 7',
    description: 'Premium 13.4-inch ultrabook with an edge-to-edge keyboard, Intel Core Ultra 7 and all-day battery.',
    price: 32_999 * R, label: 'Best Choice',
    specs: { Processor: 'Intel Core Ultra 7 155H', Memory: '16 GB', Storage: '1 TB SSD', Display: '13.4" FHD+' },
  }),
  define({
    id: 5, imageSlug: 'asus-rog-strix-g16', brand: 'ASUS', category: 'laptops',
    name: 'ASUS ROG Strix G16 RTX 4060',
    description: '16-inch 165Hz gaming laptop with an Intel Core i7 and an NVIDIA GeForce RTX 4060 graphics card.',
    price: 29_999 * R, originalPrice: 34_999 * R, label: 'Sale',
    specs: { Processor: 'Intel Core i7-13650HX', Graphics: 'GeForce RTX 4060 8 GB', Memory: '16 GB', Display: '16" FHD+ 165Hz' },
  }),
  define({
    id: 6, imageSlug: 'macbook-pro-14-m3-pro', brand: 'Apple', category: 'laptops',
    name: 'Apple MacBook Pro 14" M3 Pro',
    description: 'Pro laptop for video and code: M3 Pro chip, Liquid Retina XDR display and up to 18 hours of battery.',
    price: 44_999 * R,
    specs: { Processor: 'Apple M3 Pro 11-core', Memory: '18 GB unified', Storage: '512 GB SSD', Display: '14.2" Liquid Retina XDR' },
  }),

  // Mobile phones
  define({
    id: 7, imageSlug: 'galaxy-s24-ultra', brand: 'Samsung', category: 'mobile-phones',
    name: 'Samsung Galaxy S24 Ultra 256GB',
    description: 'Flagship phone with a built-in S Pen, a 200 MP camera with 5x zoom and Galaxy AI features.',
    price: 26_999 * R, originalPrice: 29_999 * R, label: 'Hot Seller',
    specs: { Display: '6.8" QHD+ 120Hz', Storage: '256 GB', Camera: '200 MP main', Battery: '5000 mAh' },
  }),
  define({
    id: 8, imageSlug: 'iphone-15', brand: 'Apple', category: 'mobile-phones',
    name: 'Apple iPhone 15 128GB',
    description: 'iPhone with Dynamic Island, a 48 MP main camera and USB-C charging.',
    price: 18_999 * R, label: 'Bestseller',
    specs: { Display: '6.1" Super Retina XDR', Storage: '128 GB', Camera: '48 MP main', Chip: 'A16 Bionic' },
  }),
  define({
    id: 9, imageSlug: 'galaxy-a55', brand: 'Samsung', category: 'mobile-phones',
    name: 'Samsung Galaxy A55 5G 128GB',
    description: 'Mid-range 5G phone with a metal frame, IP67 water resistance and four years of OS updates.',
    price: 8_999 * R,
    specs: { Display: '6.6" FHD+ 120Hz', Storage: '128 GB', Camera: '50 MP main', Battery: '5000 mAh' },
  }),
  define({
    id: 10, imageSlug: 'redmi-note-13-pro', brand: 'Xiaomi', category: 'mobile-phones',
    name: 'Xiaomi Redmi Note 13 Pro 256GB',
    description: 'Big-screen value phone with a 200 MP camera and 67 W turbo charging.',
    price: 6_499 * R, label: 'New',
    specs: { Display: '6.67" AMOLED 120Hz', Storage: '256 GB', Camera: '200 MP main', Charging: '67 W' },
  }),
  define({
    id: 11, imageSlug: 'pixel-8', brand: 'Google', category: 'mobile-phones',
    name: 'Google Pixel 8 128GB',
    description: 'Compact Pixel with the Tensor G3 chip, Magic Eraser and seven years of updates.',
    price: 14_999 * R,
    specs: { Display: '6.2" Actua 120Hz', Storage: '128 GB', Camera: '50 MP main', Chip: 'Google Tensor G3' },
  }),
  define({
    id: 12, imageSlug: 'huawei-nova-12i', brand: 'Huawei', category: 'mobile-phones',
    name: 'Huawei nova 12i 128GB',
    description: 'Affordable large-screen phone with 40 W SuperCharge and a 108 MP camera.',
    price: 4_999 * R, originalPrice: 5_499 * R, label: 'Sale',
    specs: { Display: '6.7" 90Hz', Storage: '128 GB', Camera: '108 MP main', Charging: '40 W' },
  }),

  // Headphones
  define({
    id: 13, imageSlug: 'sony-wh-1000xm5', brand: 'Sony', category: 'headphones',
    name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
    description: 'Industry-leading noise cancelling over-ear headphones with 30 hours of battery and crystal-clear calls.',
    price: 7_999 * R, originalPrice: 8_999 * R, label: 'Best Choice',
    specs: { Type: 'Over-ear', 'Noise cancelling': 'Yes', Battery: 'Up to 30 hours', Connection: 'Bluetooth 5.2' },
  }),
  define({
    id: 14, imageSlug: 'airpods-pro-2', brand: 'Apple', category: 'headphones',
    name: 'Apple AirPods Pro (2nd generation) USB-C',
    description: 'In-ear buds with active noise cancellation, Adaptive Audio and a MagSafe USB-C case.',
    price: 5_499 * R,
    specs: { Type: 'In-ear', 'Noise cancelling': 'Yes', Battery: 'Up to 6 hours (30 with case)', Connection: 'Bluetooth 5.3' },
  }),
  define({
    id: 15, imageSlug: 'jbl-tune-770nc', brand: 'JBL', category: 'headphones',
    name: 'JBL Tune 770NC Wireless Headphones',
    description: 'Foldable over-ear headphones with adaptive noise cancelling and JBL Pure Bass sound.',
    price: 1_999 * R, originalPrice: 2_499 * R, label: 'Sale',
    specs: { Type: 'Over-ear', 'Noise cancelling': 'Adaptive', Battery: 'Up to 70 hours', Connection: 'Bluetooth 5.3' },
  }),
  define({
    id: 16, imageSlug: 'bose-qc-ultra', brand: 'Bose', category: 'headphones',
    name: 'Bose QuietComfort Ultra Headphones',
    description: 'Premium noise cancelling headphones with Immersive Audio and plush memory-foam cushions.',
    price: 8_999 * R, label: 'New',
    specs: { Type: 'Over-ear', 'Noise cancelling': 'Yes', Battery: 'Up to 24 hours', Connection: 'Bluetooth 5.3' },
  }),

  // Televisions
  define({
    id: 17, imageSlug: 'samsung-65-qled-q70d', brand: 'Samsung', category: 'televisions',
    name: 'Samsung 65" QLED 4K Smart TV Q70D',
    description: 'Quantum Dot colour at 4K with a 120Hz panel, Tizen smart apps and Object Tracking Sound Lite.',
    price: 21_999 * R, originalPrice: 24_999 * R, label: 'Sale',
    specs: { Screen: '65 inch', Resolution: '4K UHD', Panel: 'QLED 120Hz', 'Smart platform': 'Tizen' },
  }),
  define({
    id: 18, imageSlug: 'lg-55-oled-c4', brand: 'LG', category: 'televisions',
    name: 'LG 55" OLED evo C4 4K Smart TV',
    description: 'Self-lit OLED pixels for perfect blacks, 144Hz for gaming and webOS with Dolby Vision.',
    price: 27_999 * R, label: 'Best Choice',
    specs: { Screen: '55 inch', Resolution: '4K UHD', Panel: 'OLED evo 144Hz', 'Smart platform': 'webOS' },
  }),
  define({
    id: 19, imageSlug: 'hisense-58-a6', brand: 'Hisense', category: 'televisions',
    name: 'Hisense 58" 4K UHD Smart TV A6',
    description: 'Big-screen 4K TV with Dolby Vision, DTS Virtual:X and the VIDAA smart platform.',
    price: 7_999 * R, label: 'Hot Seller',
    specs: { Screen: '58 inch', Resolution: '4K UHD', Panel: 'LED 60Hz', 'Smart platform': 'VIDAA' },
  }),
  define({
    id: 20, imageSlug: 'sony-bravia-7-65', brand: 'Sony', category: 'televisions',
    name: 'Sony BRAVIA 7 65" Mini LED 4K Google TV',
    description: 'Mini LED backlight with XR processing, bright HDR and Google TV built in.',
    price: 32_999 * R, label: 'New',
    specs: { Screen: '65 inch', Resolution: '4K UHD', Panel: 'Mini LED 120Hz', 'Smart platform': 'Google TV' },
  }),

  // Cameras
  define({
    id: 21, imageSlug: 'canon-eos-r50', brand: 'Canon', category: 'cameras',
    name: 'Canon EOS R50 Mirrorless Camera with RF-S 18-45mm',
    description: 'Light mirrorless camera for creators, with 24 MP, 4K video and eye-detection autofocus.',
    price: 15_999 * R,
    specs: { Sensor: '24.2 MP APS-C', Video: '4K 30p', Lens: 'RF-S 18-45mm', Weight: '375 g' },
  }),
  define({
    id: 22, imageSlug: 'nikon-z-fc', brand: 'Nikon', category: 'cameras',
    name: 'Nikon Z fc Mirrorless Camera with 16-50mm',
    description: 'Retro-styled mirrorless camera with physical dials, a 20.9 MP sensor and a vari-angle screen.',
    price: 19_999 * R,
    specs: { Sensor: '20.9 MP APS-C', Video: '4K 30p', Lens: 'Z DX 16-50mm', Weight: '445 g' },
  }),
  define({
    id: 23, imageSlug: 'instax-mini-12', brand: 'Fujifilm', category: 'cameras',
    name: 'Fujifilm Instax Mini 12 Instant Camera',
    description: 'Point-and-shoot instant camera with automatic exposure and a close-up selfie mode.',
    price: 1_599 * R, label: 'Bestseller',
    specs: { Film: 'Instax Mini', Exposure: 'Automatic', Power: '2 x AA batteries', Weight: '306 g' },
  }),
  define({
    id: 24, imageSlug: 'sony-zv-e10-ii', brand: 'Sony', category: 'cameras',
    name: 'Sony ZV-E10 II Vlog Camera with 16-50mm',
    description: 'Interchangeable-lens vlogging camera with 4K 60p video and a flip-out screen.',
    price: 17_999 * R, label: 'New',
    specs: { Sensor: '26 MP APS-C', Video: '4K 60p', Lens: 'E PZ 16-50mm', Weight: '377 g' },
  }),

  // Gaming
  define({
    id: 25, imageSlug: 'ps5-slim', brand: 'PlayStation', category: 'gaming',
    name: 'PlayStation 5 Slim Console (Disc Edition)',
    description: 'The slimmer PS5 with an Ultra HD Blu-ray drive, 1 TB SSD and a DualSense controller.',
    price: 11_999 * R, originalPrice: 12_999 * R, label: 'Hot Seller',
    specs: { Storage: '1 TB SSD', Resolution: 'Up to 4K 120Hz', Drive: 'Ultra HD Blu-ray', Controller: 'DualSense' },
  }),
  define({
    id: 26, imageSlug: 'xbox-series-x', brand: 'Xbox', category: 'gaming',
    name: 'Xbox Series X 1TB Console',
    description: 'The most powerful Xbox, with 12 teraflops, Quick Resume and 4K gaming at up to 120 fps.',
    price: 12_499 * R,
    specs: { Storage: '1 TB SSD', Resolution: 'Up to 4K 120Hz', Drive: '4K UHD Blu-ray', Controller: 'Xbox Wireless' },
  }),
  define({
    id: 27, imageSlug: 'switch-oled', brand: 'Nintendo', category: 'gaming',
    name: 'Nintendo Switch OLED Model',
    description: 'Hybrid console with a vivid 7-inch OLED screen, a wide adjustable stand and 64 GB of storage.',
    price: 6_999 * R, label: 'Bestseller',
    specs: { Screen: '7" OLED', Storage: '64 GB', Modes: 'TV, tabletop, handheld', Battery: '4.5 to 9 hours' },
  }),
  define({
    id: 28, imageSlug: 'dualsense', brand: 'PlayStation', category: 'gaming',
    name: 'PlayStation DualSense Wireless Controller',
    description: 'PS5 controller with haptic feedback, adaptive triggers and a built-in microphone.',
    price: 1_499 * R,
    specs: { Compatibility: 'PlayStation 5', Connection: 'Bluetooth, USB-C', Feedback: 'Haptic', Colour: 'White' },
  }),
  define({
    id: 29, imageSlug: 'xbox-controller', brand: 'Xbox', category: 'gaming',
    name: 'Xbox Wireless Controller Carbon Black',
    description: 'Textured-grip controller for Xbox, Windows and mobile, with a share button.',
    price: 1_199 * R, originalPrice: 1_399 * R, label: 'Sale',
    specs: { Compatibility: 'Xbox, Windows, Android, iOS', Connection: 'Xbox Wireless, Bluetooth', Power: '2 x AA batteries', Colour: 'Carbon Black' },
  }),

  // Monitors
  define({
    id: 30, imageSlug: 'odyssey-g5-27', brand: 'Samsung', category: 'monitors',
    name: 'Samsung Odyssey G5 27" QHD 165Hz Curved Gaming Monitor',
    description: '1000R curved QHD gaming monitor with 165Hz refresh, 1 ms response and HDR10.',
    price: 5_499 * R, originalPrice: 6_499 * R, label: 'Sale',
    specs: { Size: '27 inch', Resolution: '2560 x 1440', Refresh: '165Hz', Panel: 'VA curved' },
  }),
  define({
    id: 31, imageSlug: 'lg-ultragear-27gr75q', brand: 'LG', category: 'monitors',
    name: 'LG UltraGear 27GR75Q 27" QHD IPS Gaming Monitor',
    description: 'Fast IPS QHD monitor with 165Hz, 1 ms GtG and NVIDIA G-SYNC compatibility.',
    price: 5_999 * R,
    specs: { Size: '27 inch', Resolution: '2560 x 1440', Refresh: '165Hz', Panel: 'IPS' },
  }),
  define({
    id: 32, imageSlug: 'dell-p2425h', brand: 'Dell', category: 'monitors',
    name: 'Dell 24 Monitor P2425H',
    description: 'Height-adjustable 24-inch office monitor with ComfortView Plus and USB-C.',
    price: 3_499 * R,
    specs: { Size: '23.8 inch', Resolution: '1920 x 1080', Refresh: '100Hz', Panel: 'IPS' },
  }),
  define({
    id: 33, imageSlug: 'asus-proart-pa278cv', brand: 'ASUS', category: 'monitors',
    name: 'ASUS ProArt PA278CV 27" QHD Professional Monitor',
    description: 'Factory-calibrated 100% sRGB monitor for photo and design work, with USB-C 65 W.',
    price: 7_999 * R, label: 'New',
    specs: { Size: '27 inch', Resolution: '2560 x 1440', Colour: '100% sRGB, Delta E < 2', Panel: 'IPS' },
  }),

  // Accessories
  define({
    id: 34, imageSlug: 'apple-watch-series-9', brand: 'Apple', category: 'accessories',
    name: 'Apple Watch Series 9 GPS 45mm',
    description: 'Smartwatch with the S9 chip, double-tap gesture, ECG and a brighter always-on display.',
    price: 8_999 * R, label: 'Hot Seller',
    specs: { Case: '45 mm aluminium', Display: 'Always-on Retina', Health: 'ECG, blood oxygen', Battery: 'Up to 18 hours' },
  }),
  define({
    id: 35, imageSlug: 'galaxy-watch6', brand: 'Samsung', category: 'accessories',
    name: 'Samsung Galaxy Watch6 44mm',
    description: 'Slim Wear OS smartwatch with sleep coaching, body composition and a sapphire crystal screen.',
    price: 5_499 * R, originalPrice: 6_999 * R, label: 'Sale',
    specs: { Case: '44 mm aluminium', Display: '1.5" Super AMOLED', Health: 'ECG, body composition', Battery: 'Up to 40 hours' },
  }),
  define({
    id: 36, imageSlug: 'xiaomi-smart-band-8', brand: 'Xiaomi', category: 'accessories',
    name: 'Xiaomi Smart Band 8',
    description: 'Fitness band with a 1.62-inch AMOLED screen, 150+ workout modes and 16 days of battery.',
    price: 899 * R, label: 'Bestseller',
    specs: { Display: '1.62" AMOLED', Water: '5 ATM', Tracking: 'Heart rate, SpO2, sleep', Battery: 'Up to 16 days' },
  }),
  define({
    id: 37, imageSlug: 'anker-powercore-20000', brand: 'Anker', category: 'accessories',
    name: 'Anker PowerCore 20000mAh Power Bank 20W',
    description: 'High-capacity power bank that charges a phone about four times, with USB-C Power Delivery.',
    price: 849 * R,
    specs: { Capacity: '20 000 mAh', Output: '20 W USB-C PD', Ports: 'USB-C, USB-A', Weight: '343 g' },
  }),
  define({
    id: 38, imageSlug: 'logitech-mx-master-3s', brand: 'Logitech', category: 'accessories',
    name: 'Logitech MX Master 3S Wireless Mouse',
    description: 'Quiet-click performance mouse with an 8K DPI sensor and MagSpeed scrolling.',
    price: 1_999 * R, label: 'Best Choice',
    specs: { Sensor: '8000 DPI', Connection: 'Bluetooth, Logi Bolt', Battery: 'Up to 70 days', Buttons: '7' },
  }),
  define({
    id: 39, imageSlug: 'logitech-mx-keys-s', brand: 'Logitech', category: 'accessories',
    name: 'Logitech MX Keys S Wireless Keyboard',
    description: 'Backlit low-profile keyboard with smart illumination that pairs with up to three devices.',
    price: 2_299 * R,
    specs: { Layout: 'US English', Connection: 'Bluetooth, Logi Bolt', Backlight: 'Smart illumination', Battery: 'Up to 10 days lit' },
  }),
  define({
    id: 40, imageSlug: 'anker-nano-20w', brand: 'Anker', category: 'accessories',
    name: 'Anker Nano 20W USB-C Charger',
    description: 'Pocket-size USB-C wall charger that fast-charges an iPhone to 50% in about 25 minutes.',
    price: 349_90,
    specs: { Output: '20 W USB-C PD', Plug: 'South African Type M adapter included', Ports: '1 x USB-C', Weight: '30 g' },
  }),

  // Home technology
  define({
    id: 41, imageSlug: 'echo-dot-5', brand: 'Amazon', category: 'home-technology',
    name: 'Amazon Echo Dot (5th Gen) Smart Speaker',
    description: 'Compact Alexa speaker with clearer vocals, a temperature sensor and smart home control.',
    price: 1_299 * R,
    specs: { Assistant: 'Alexa', Connection: 'Wi-Fi, Bluetooth', Sensors: 'Temperature', Colour: 'Charcoal' },
  }),
  define({
    id: 42, imageSlug: 'nest-mini', brand: 'Google', category: 'home-technology',
    name: 'Google Nest Mini (2nd Gen)',
    description: 'Small smart speaker with Google Assistant for music, timers and controlling your lights.',
    price: 999 * R, originalPrice: 1_199 * R, label: 'Sale',
    specs: { Assistant: 'Google Assistant', Connection: 'Wi-Fi, Bluetooth', Mounting: 'Wall mountable', Colour: 'Chalk' },
  }),
  define({
    id: 43, imageSlug: 'philips-hue-starter-kit', brand: 'Philips', category: 'home-technology',
    name: 'Philips Hue White and Colour Ambiance Starter Kit E27',
    description: 'Three colour smart bulbs with the Hue Bridge: 16 million colours, schedules and voice control.',
    price: 3_499 * R,
    specs: { Bulbs: '3 x E27, 1100 lm', Hub: 'Hue Bridge included', Control: 'App, Alexa, Google', Colours: '16 million' },
  }),
  define({
    id: 44, imageSlug: 'ring-video-doorbell', brand: 'Ring', category: 'home-technology',
    name: 'Ring Video Doorbell (2nd Gen)',
    description: 'HD video doorbell with two-way talk and motion alerts on your phone; battery or wired.',
    price: 2_999 * R, label: 'New',
    specs: { Video: '1080p HD', Power: 'Battery or wired', Audio: 'Two-way talk', Connection: '2.4 GHz Wi-Fi' },
  }),
  define({
    id: 45, imageSlug: 'xiaomi-robot-vacuum-s10', brand: 'Xiaomi', category: 'home-technology',
    name: 'Xiaomi Robot Vacuum S10',
    description: 'Laser-navigation robot vacuum and mop with 4000 Pa suction and app-controlled no-go zones.',
    price: 4_999 * R, label: 'Hot Seller',
    specs: { Suction: '4000 Pa', Navigation: 'LDS laser', Mopping: 'Yes', Runtime: 'Up to 130 minutes' },
  }),
  define({
    id: 46, imageSlug: 'fire-tv-stick-4k', brand: 'Amazon', category: 'home-technology',
    name: 'Amazon Fire TV Stick 4K',
    description: 'Turns any HDMI TV into a smart TV, with Wi-Fi 6, Dolby Vision and an Alexa voice remote.',
    price: 1_199 * R,
    specs: { Resolution: '4K Ultra HD', HDR: 'Dolby Vision, HDR10+', Connection: 'Wi-Fi 6', Remote: 'Alexa Voice Remote' },
  }),
];

const PRODUCTS_BY_ID: ReadonlyMap<number, Product> = new Map(PRODUCTS.map((product) => [product.id, product]));

export function getProduct(id: number): Product | undefined {
  return PRODUCTS_BY_ID.get(id);
}

export function productsInCategory(slug: CategorySlug): Product[] {
  return PRODUCTS.filter((product) => product.category === slug);
}
