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
}): string {
  const { route, body, port } = test;
  return scriptTest(
    { id: test.id, title: test.title, tier: test.tier, requires: "api", timeout: 10 },
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
