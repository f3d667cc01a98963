export { formatRand } from './format-rand';
