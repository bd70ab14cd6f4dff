// The session: login, the loja chosen and switched.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { Brand } from './Brand';
export { LoginScreen } from './LoginScreen';
export { lojaName, LojaPicker } from './LojaPicker';
export { LojaSwitcher } from './LojaSwitcher';
