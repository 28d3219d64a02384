import type { RouteHandler, RouteModule } from "./router.js";

/** The fake's own handler for one route of a module, for a test to wrap (hold it, race it). */
export function routeOf(routes: RouteModule, method: string, pattern: string): RouteHandler {
  let found: RouteHandler | null = null;
  routes((routeMethod, routePattern, handler) => {
    if (routeMethod === method && routePattern === pattern) found = handler;
  });
  if (!found) throw new Error(`the fake has no ${method} ${pattern} route`);
  return found;
}
