// `cn` on an entry of its own, so an app composes classes the kit's way without importing the kit's root.
export { cn } from '../lib/cn';
