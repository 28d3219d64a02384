// A serverless host reduced to what it does: import the function module once, then call its
// default export with each request's Node IncomingMessage and ServerResponse.
import { createServer } from "node:http";

const { default: handle } = await import(process.argv[2]);
createServer((request, response) => {
  handle(request, response).catch((error) => {
    process.stderr.write(`host: the function threw: ${error?.stack ?? error}\n`);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
}).listen(Number(process.env.PORT), "127.0.0.1");
