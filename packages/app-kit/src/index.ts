export { startApp, type StartAppOptions } from './startApp.tsx';
export { AppRoot, GoTo, RouteFallback } from './AppRoot.tsx';
export { isOwnPath } from './navigation.ts';
export { SignInFrame } from './SignInFrame.tsx';
