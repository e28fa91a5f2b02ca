export * from './messages.ts';
export * from './makes.ts';
export * from './validation.ts';
export * from './routes.ts';
export * from './runtime-config.ts';
