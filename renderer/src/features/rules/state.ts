// The loja's rate rule (what one key buys) and the words that say why it picked.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { createRuleSlice, type RuleSlice } from './ruleSlice';
export { describeRule, whyNoPick, whyPicked } from './ruleText';
