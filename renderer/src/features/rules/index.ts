// The loja's rate rule (what one key buys) and the words that say why it picked.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { RuleSettings } from './RuleSettings';
