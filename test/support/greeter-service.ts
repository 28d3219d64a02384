import { scriptTest } from "./temp-project.js";

/** A small HTTP service the plan tests write test scripts against; PORT comes from its env. */
export const GREETER_SERVER = `import http from "node:http";
http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  if (url.pathname === "/health") return res.end("ok");
  if (url.pathname === "/hello") return res.end("hello, " + url.searchParams.get("name"));
  if (url.pathname === "/count") return res.end("0");
  res.statusCode = 404;
  res.end("not found");
}).listen(Number(process.env.PORT));
`;

/** A good generated script: it asks the service one route, and fails with EVIDENCE when it is down. */
export function bodyCheckScript(test: {
  id: string;
  tier: string;
  title: string;
  route: string;
  body: string;
  port: number;
  /** Its REQUIRES line; default api. */
  requires?: string;
}): string {
  const { route, body, port } = test;
  const requires = test.requires ?? "api";
  return scriptTest(
    { id: test.id, title: test.title, tier: test.tier, requires, timeout: 10 },
    [
      `got=$(curl -sS --max-time 2 "http://127.0.0.1:${port}${route}" 2>&1)`,
      `if [ "$got" != "${body}" ]; then`,
      `  echo "FAIL: ${route} did not answer ${body}"`,
      `  echo "EVIDENCE: got: $got"`,
      "  exit 1",
      "fi",
      `echo "PASS: ${route} answers ${body}"`,
    ].join("\n"),
  );
}

/**
 * The .github/fix-loop.yml of a project of greeter services (`node server.js` unless `start`
 * says otherwise), one tier per entry of `tiers` (its name and script glob), retries off.
 */
/** A tier that runs the project's pytest tests through their JUnit report. */
export const PYTEST_TIER = {
  command: "python3 -m pytest -q -p no:cacheprovider tests --junitxml=reports/junit.xml",
  junit: "reports/junit.xml",
  timeout: "30s",
};

export function greeterConfig(
  services: Record<string, { port: number; start?: string; env?: Record<string, string> }>,
  tiers: Record<string, string | typeof PYTEST_TIER>,
): string {
  const lines = ["services:"];
  for (const [name, service] of Object.entries(services)) {
    lines.push(
      `  ${name}:`,
      `    start: ${service.start ?? "node server.js"}`,
      `    health: http://127.0.0.1:${service.port}/health`,
      "    timeout: 10s",
    );
    if (service.env) lines.push(`    env: ${JSON.stringify(service.env)}`);
  }
  lines.push("tiers:");
  for (const [name, tier] of Object.entries(tiers)) {
    lines.push(`  - name: ${name}`);
    if (typeof tier === "string") lines.push(`    tests: ${tier}`);
    else
      lines.push(
        `    command: ${tier.command}`,
        `    junit: ${tier.junit}`,
        `    timeout: ${tier.timeout}`,
      );
  }
  return [...lines, "retries: 0", ""].join("\n");
}
