import type { FakeRequest, FakeResponse } from "./http.js";
import type { FakeState } from "./state.js";

export type RouteHandler = (
  request: FakeRequest,
  state: FakeState,
) => FakeResponse | Promise<FakeResponse>;

export interface Route {
  method: string;
  /** The path as GitHub's docs write it, ":name" for a segment, "*name" for the rest. */
  pattern: string;
  handler: RouteHandler;
}

/** A resource's routes: a function that adds them, so another test suite can bring its own. */
export type RouteModule = (
  route: (method: string, pattern: string, handler: RouteHandler) => void,
) => void;

/** Parameters that are always numbers, so "issues/comments" never reads as issue "comments". */
const NUMERIC_PARAMS = new Set(["number", "id", "reaction"]);

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(module: RouteModule): void {
    module((method, pattern, handler) => {
      const names: string[] = [];
      const source = pattern
        .split("/")
        .map((segment) => {
          if (segment.startsWith(":")) {
            names.push(segment.slice(1));
            return NUMERIC_PARAMS.has(segment.slice(1)) ? "(\\d+)" : "([^/]+)";
          }
          if (segment.startsWith("*")) {
            names.push(segment.slice(1));
            return "(.+)";
          }
          return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        })
        .join("/");
      // Later registrations win, so a suite can override a default route.
      this.routes.unshift({
        method: method.toUpperCase(),
        pattern,
        handler,
        regex: new RegExp(`^${source}$`),
        names,
      });
    });
  }

  match(method: string, path: string): RouteMatch | null {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const found = route.regex.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? "");
      });
      return { route, params };
    }
    return null;
  }
}
