// Its own module: the config's schema needs these, and importing them from the results schema
// would build that schema before a service's first probe (src/gates/probe-ahead.ts).

/** What a failing tier does to the tiers after it: stop them, or let them run. */
export type OnFailure = "stop" | "continue";

/** Results v1 (and older configs) name a tier's on-failure setting `gate`: hard = stop, soft = continue. */
export const ON_FAILURE_OF_GATE = { hard: "stop", soft: "continue" } as const satisfies Record<
  "hard" | "soft",
  OnFailure
>;
