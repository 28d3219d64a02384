import type { Group } from "../results/schema.js";
import type { Culprit } from "./culprit.js";

/**
 * A group whose signature names the function coverage blamed ("AssertionError in
 * src/_utils.ts:isPlainObject"), given another cause for all of it (a change since the base that
 * its failures ran, one cause found for several groups): the signature names that cause, as the
 * culprit does, so the label a person reads and the culprit agree. Its id stays, so a later
 * run's group is still known by it. A function the failure's own stack named stays: that is
 * where it threw.
 */
export function labelledByCause(group: Group, cause: Culprit): Group {
  const triage = group.triage;
  const blamed = triage?.culprit;
  if (!triage || !blamed || triage.signatureFrom !== "coverage") return group;
  const at = group.signature.lastIndexOf(" in ");
  const named = at < 0 ? "" : group.signature.slice(at + " in ".length);
  if (!named.endsWith(`:${blamed.function}`) || named === cause.key) return group;
  return {
    ...group,
    signature: `${group.signature.slice(0, at)} in ${cause.key}`,
    triage: { ...triage, signatureFrom: cause.source },
  };
}
