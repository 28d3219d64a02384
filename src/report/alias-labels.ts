import { code } from "../github/literal-markdown.js";
import { type AliasKind, aliasesOf } from "../ids/aliases.js";

/**
 * The aliases of one listing (a run's tests, its groups), lengthened where two share a short form,
 * for the bodies fix-loop writes. An alias is derived from the id and holds only hex, but it is
 * still shown through the literal module like the id beside it.
 */
export interface AliasLabels {
  /** The alias alone, as code: `T-3F2A`. */
  of(id: string): string;
  /** The id and its alias, as code, for a line or a table cell: `id` (`T-3F2A`). */
  beside(id: string, idAsCode?: (id: string) => string): string;
}

export function aliasLabels(kind: AliasKind, ids: Iterable<string>): AliasLabels {
  const aliases = aliasesOf(kind, ids);
  const of = (id: string) => code(aliases.get(id) ?? aliasesOf(kind, [id]).get(id) ?? "");
  return {
    of,
    beside: (id, idAsCode = code) => `${idAsCode(id)} (${of(id)})`,
  };
}
