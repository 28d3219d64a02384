import type { Group } from "../results/schema.js";
import type { Culprit } from "./culprit.js";

/** A first-pass group and the culprits its tests point at. */
export interface SignatureGroup {
  group: Group;
  culprits: Culprit[];
  /** Signature ids of its tests without coverage, for a later run that has none. */
  plainIds: Set<string>;
  /** What its tests said failed (FAIL: lines, the decisive message), for the mention join. */
  said: string[];
}
