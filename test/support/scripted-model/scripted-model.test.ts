import { afterEach, describe, expect, it } from "vitest";
import {
  apiError,
  callTool,
  hang,
  type ScriptedModel,
  say,
  startScriptedModel,
  toolResults,
} from "./index.js";

// The scripted model over plain HTTP; the tests in test/agent drive it with the real CLI.
describe("scripted Messages API server", () => {
  let model: ScriptedModel | undefined;
  afterEach(() => model?.close());

  const main = {
    model: "m",
    max_tokens: 10,
    tools: [{ name: "Read", input_schema: {} }],
    messages: [],
  };
  interface Message {
    content: { type: string; text?: string }[];
  }
  const messageOf = async (response: Response) => (await response.json()) as Message;
  const post = (path: string, body: unknown) =>
    fetch(`${model?.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("streams a tool call as SSE with input_json_delta and the stop reason", async () => {
    model = await startScriptedModel([callTool("Read", { file_path: "a.txt" }, "toolu_x")]);
    const text = await (await post("/v1/messages?beta=true", { ...main, stream: true })).text();
    const events = text
      .split("\n")
      .filter((line) => line.startsWith("event: "))
      .map((line) => line.slice(7));
    expect(events).toEqual([
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    expect(text).toContain('"partial_json":"{\\"file_path\\":\\"a.txt\\"}"');
    expect(text).toContain('"stop_reason":"tool_use"');
  });

  it("answers without streaming as one JSON message, and runs out politely", async () => {
    model = await startScriptedModel([say("hello")]);
    const first = await (await post("/v1/messages", main)).json();
    expect(first).toMatchObject({
      type: "message",
      content: [{ type: "text", text: "hello" }],
      stop_reason: "end_turn",
    });
    await post("/v1/messages", main);
    expect(model.exhausted).toBe(1);
  });

  it("keeps side requests apart: no client tools, a server tool, token counts, probes", async () => {
    model = await startScriptedModel([say("main")], { side: () => say("search results") });
    const search = await messageOf(
      await post("/v1/messages", {
        ...main,
        tools: [{ type: "web_search_20250305", name: "web_search" }],
      }),
    );
    expect(search.content[0]?.text).toBe("search results");
    expect(await (await post("/v1/messages/count_tokens", main)).json()).toEqual({
      input_tokens: 100,
    });
    expect((await fetch(`${model.url}/api/hello`, { method: "HEAD" })).status).toBe(200);
    expect(model.requests).toHaveLength(0);
    expect(model.sideRequests.map((request) => request.path)).toEqual([
      "/v1/messages",
      "/v1/messages/count_tokens",
      "/api/hello",
    ]);
  });

  it("lets a function choose each reply from the request, and reads tool results back", async () => {
    model = await startScriptedModel((request, index) =>
      say(
        `reply ${index}: ${toolResults(request)
          .map((r) => r.text)
          .join()}`,
      ),
    );
    const body = {
      ...main,
      messages: [
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "t1", content: "denied", is_error: true }],
        },
      ],
    };
    const reply = await messageOf(await post("/v1/messages", body));
    expect(reply.content[0]?.text).toBe("reply 0: denied");
    expect(toolResults(model.requests[0] ?? never())).toEqual([
      { toolUseId: "t1", text: "denied", isError: true },
    ]);
  });

  it("answers API errors in the API's shape and records a failing script", async () => {
    model = await startScriptedModel((_request, index) => {
      if (index === 0) return apiError(529, "overloaded", "overloaded_error");
      throw new Error("script bug");
    });
    const overloaded = await post("/v1/messages", main);
    expect(overloaded.status).toBe(529);
    expect(await overloaded.json()).toEqual({
      type: "error",
      error: { type: "overloaded_error", message: "overloaded" },
    });
    expect((await post("/v1/messages", main)).status).toBe(500);
    expect(model.scriptErrors.map((error) => error.message)).toEqual(["script bug"]);
  });

  it("holds a hanging request open until close()", async () => {
    model = await startScriptedModel([hang()]);
    const pending = post("/v1/messages", main).then(
      () => "answered",
      () => "connection closed",
    );
    const early = await Promise.race([
      pending,
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 300)),
    ]);
    expect(early).toBe("still waiting");
    await model.close();
    model = undefined;
    expect(await pending).toBe("connection closed");
  });
});

function never(): never {
  throw new Error("expected a recorded request");
}
