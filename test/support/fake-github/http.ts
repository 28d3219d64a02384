import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

/** What a route handler sees: the matched path parameters, the query, the parsed JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or undefined when there was none. */
  body: unknown;
  /** The server's own base URL (http://127.0.0.1:PORT), for html_url / Location headers. */
  baseUrl: string;
  /** Who the Authorization header belongs to (see FakeState.identify). */
  actor: Actor;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Actor =
  | { kind: "none" }
  | { kind: "app"; jwt: string }
  | { kind: "installation"; installationId: number; login: string }
  | { kind: "user"; login: string };

/** Thrown by handlers to answer with GitHub's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (): HttpError => new HttpError(404, "Not Found");

export function unprocessable(message: string, errors: unknown[] = []): HttpError {
  return new HttpError(422, message, { errors });
}

export const json = (status: number, body: unknown): FakeResponse => ({ status, body });

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A plain object from a JSON body, or {} when the body is missing or not an object. */
export function bodyObject(request: FakeRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

export function requireString(request: FakeRequest, field: string): string {
  const value = bodyObject(request)[field];
  if (typeof value !== "string" || value === "") {
    throw unprocessable("Invalid request.", [
      { resource: "Body", field, code: "missing_field", message: `"${field}" wasn't supplied.` },
    ]);
  }
  return value;
}

export function optionalString(request: FakeRequest, field: string): string | undefined {
  const value = bodyObject(request)[field];
  return typeof value === "string" ? value : undefined;
}

export function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    typeof item === "string" ? item : String((item as { name?: unknown } | null)?.name ?? ""),
  );
}

/**
 * One page of `items` as GitHub pages lists: per_page (default 30, max 100), page (1-based),
 * and a Link header with next/last/prev/first.
 */
export function paginate<T>(request: FakeRequest, items: T[]): FakeResponse & { body: T[] } {
  const perPage = Math.min(100, Math.max(1, Number(request.query.get("per_page")) || 30));
  const page = Math.max(1, Number(request.query.get("page")) || 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const body = items.slice((page - 1) * perPage, page * perPage);
  const link = (target: number, rel: string): string => {
    const query = new URLSearchParams(request.query);
    query.set("per_page", String(perPage));
    query.set("page", String(target));
    return `<${request.baseUrl}${request.path}?${query}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, "prev"), link(1, "first"));
  if (page < lastPage) links.push(link(page + 1, "next"), link(lastPage, "last"));
  return { status: 200, body, headers: links.length > 0 ? { link: links.join(", ") } : {} };
}

/** One page of `items` as paginate pages them, each item in the JSON `shape` gives it. */
export function paginateAs<T>(
  request: FakeRequest,
  items: T[],
  shape: (item: T) => unknown,
): FakeResponse {
  const page = paginate(request, items);
  return { ...page, body: page.body.map(shape) };
}

/**
 * One page of `items` inside the envelope the Actions list endpoints answer with:
 * `{ total_count, [key]: page }`, total_count counting every item, not the page's.
 */
export function paginateCounted<T>(
  request: FakeRequest,
  items: T[],
  key: string,
  shape: (item: T) => unknown,
): FakeResponse {
  const page = paginate(request, items);
  return {
    status: 200,
    headers: page.headers,
    body: { total_count: items.length, [key]: page.body.map(shape) },
  };
}
