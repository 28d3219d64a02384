import { chmodSync } from "node:fs";
import path from "node:path";
import { GREETER_SERVER, greeterConfig } from "../../support/greeter-service.js";
import { createProjectRepo, type ProjectRepo } from "./project.js";

/**
 * The greeter project the plan leg plans for: the greeter service on `port` as api, a smoke tier
 * of tests/smoke/*.sh, and `plan` as PLAN.md. Its folder is open, so the throwaway agent user
 * can reach the checkout to get its own copy of it.
 */
export function greeterPlanRepo(port: number, plan: string): ProjectRepo {
  const repo = createProjectRepo({
    ".github/fix-loop.yml": greeterConfig({ api: { port } }, { smoke: "tests/smoke/*.sh" }),
    "package.json": '{ "name": "greeter", "type": "module" }\n',
    "server.js": GREETER_SERVER,
    "PLAN.md": plan,
  });
  chmodSync(path.dirname(repo.dir), 0o755);
  return repo;
}
