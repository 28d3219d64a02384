import { createServer } from "node:http";
import { completionRate } from "./stats.js";
import { createTodoStore } from "./todos.js";

const store = createTodoStore();

function send(response, status, body) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readJson(request) {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url, "http://localhost");
  try {
    if (url.pathname === "/health") return send(response, 200, { status: "ok" });
    if (url.pathname === "/todos" && request.method === "GET")
      return send(response, 200, store.list());
    if (url.pathname === "/todos" && request.method === "POST") {
      const body = await readJson(request);
      return send(response, 201, store.add(body.title));
    }
    const done = /^\/todos\/(\d+)\/done$/.exec(url.pathname);
    if (done && request.method === "POST") {
      const todo = store.complete(Number(done[1]));
      return todo ? send(response, 200, todo) : send(response, 404, { error: "no such todo" });
    }
    if (url.pathname === "/stats") {
      const stats = store.stats();
      return send(response, 200, { ...stats, completionRate: completionRate(stats) });
    }
    send(response, 404, { error: `no route for ${request.method} ${url.pathname}` });
  } catch (error) {
    send(response, error instanceof RangeError ? 400 : 500, { error: error.message });
  }
});

const port = Number(process.env.PORT ?? 8787);
server.listen(port, "127.0.0.1", () =>
  console.log(`todo-api listening on http://127.0.0.1:${port}`),
);
