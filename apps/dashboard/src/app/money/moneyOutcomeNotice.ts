// The duplicate banner's notice, as its own module so the banner loads it only when a list has a
// duplicate to show (ADR 008: what a merchant meets after an action loads on that action).
export { MoneyOutcomeNotice } from '@merchant/screens';
