export * from './categories';
export * from './labels';
export * from './products';
export * from './routes';
export * from './content';
export * from './help';
export * from './stores';
