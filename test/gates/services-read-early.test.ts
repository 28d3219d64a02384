import { describe, expect, it } from "vitest";
import { parseConfigText } from "../../src/config/load.js";
import { parseConfigYaml } from "../../src/config/read-config.js";
import { servicesReadEarly } from "../../src/gates/services-read-early.js";

// The services a dead backend's wait begins on, read from the YAML before the schema loads:
// for a config the schema takes, what is read here is what the checked config says.

const read = (text: string) => servicesReadEarly(parseConfigYaml(text, "fix-loop.yml").data);

describe("servicesReadEarly", () => {
  it("reads each service as the checked config has it, defaults included", () => {
    const text = [
      "services:",
      "  api:",
      "    health: http://127.0.0.1:8080/health",
      "    timeout: 2s",
      "  db:",
      "    health: tcp://127.0.0.1:5432",
      "    cwd: infra",
      "    env: { PGUSER: app }",
      "  web:",
      "    start: npm start",
      "    health: http://127.0.0.1:3000",
      "    timeout: 90",
      "tiers:",
      "  - name: smoke",
      "    tests: t/*.sh",
    ].join("\n");
    const checked = parseConfigText(text, "fix-loop.yml").services;
    expect(read(text)).toEqual(checked);
    expect(read(text).db?.timeout).toBe(30_000);
  });

  it("leaves out what the schema would not take, and reads nothing from a file without services", () => {
    const text = [
      "services:",
      "  bad-timeout: { health: http://127.0.0.1:1, timeout: soon }",
      "  number-env: { health: http://127.0.0.1:2, env: { PORT: 8080 } }",
      "  no-health: { timeout: 2s }",
      "  list: [1, 2]",
      "  fine: { health: http://127.0.0.1:3 }",
    ].join("\n");
    expect(Object.keys(read(text))).toEqual(["fine"]);
    expect(read("tiers: []")).toEqual({});
    expect(read("services: nope")).toEqual({});
  });
});
