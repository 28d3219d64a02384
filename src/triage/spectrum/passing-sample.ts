/**
 * Fewer passing tests with coverage say too little of how common a function is to judge by it:
 * that it is common ground, rare, or run by every test. On unjs/destr one passing test ran
 * `destr`, and none `safeDestr`, which only hands `destr` its arguments: set aside as what every
 * test ran, `destr` left the failures of `safeDestr`'s tests a second cause of one bug.
 */
export const MIN_PASSING = 5;
