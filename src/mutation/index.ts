/** Mutation operators over source text: the plan's check of tests without services, triage's benchmark. */
export { definedNames, findFunction, findFunctions } from "./find-function.js";
export type { FunctionSpan } from "./function-span.js";
export { type Language, languageOfFile } from "./language.js";
export { type Mutant, type MutantsOptions, mutantsOf } from "./mutants-of.js";
export { OPERATORS, type OperatorName } from "./operators.js";
