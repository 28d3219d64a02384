/**
 * Project files that give Claude Code one MCP tool named `StructuredOutput` (its full name
 * `mcp__named__StructuredOutput`): a name that holds the claim's tool name as a part, to show
 * the hooks' matcher skips the claim and no other tool. The server is a few lines of JSON-RPC
 * over stdio, run with `node -e`.
 */
export const NAMED_TOOL = "mcp__named__StructuredOutput";

const SERVER = `
const send = (message) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", ...message }) + "\\n");
require("node:readline").createInterface({ input: process.stdin }).on("line", (line) => {
  const request = JSON.parse(line);
  if (request.id === undefined) return;
  const result =
    request.method === "initialize"
      ? { protocolVersion: request.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "named", version: "1" } }
      : request.method === "tools/list"
        ? { tools: [{ name: "StructuredOutput", description: "says ok", inputSchema: { type: "object", properties: {} } }] }
        : request.method === "tools/call"
          ? { content: [{ type: "text", text: "ok" }] }
          : {};
  send({ id: request.id, result });
});
`;

export function namedToolFiles(): Record<string, string> {
  return {
    ".mcp.json": JSON.stringify({
      mcpServers: { named: { command: process.execPath, args: ["-e", SERVER] } },
    }),
    ".claude/settings.json": JSON.stringify({ enableAllProjectMcpServers: true }),
  };
}
